import type { Goal } from '@pitchside/shared';
import { describe, expect, it } from '@jest/globals';
import { goalDescriptions, scorerName } from './goal-labels';

const goal = (id: string, playerName: string, matchTime: number, teamType: 'home' | 'away' = 'home', jerseyNumber?: number): Goal => ({
  id,
  playerId: `p-${id}`,
  playerName,
  matchTime,
  teamType,
  timestamp: '2026-05-01T10:00:00.000Z',
  ...(jerseyNumber === undefined ? {} : { jerseyNumber }),
});
const teams = (side: 'home' | 'away') => (side === 'home' ? 'Hammarby' : 'AIK');

describe('goal descriptions for the remove buttons', () => {
  it('name the scorer and the minute', () => {
    expect(goalDescriptions([goal('g1', 'Anna Berg', 23, 'home', 9)], teams).get('g1')).toBe("Anna Berg, 23'");
  });

  it('name an unknown scorer by shirt number', () => {
    expect(scorerName({ playerName: 'Unknown player', jerseyNumber: 4 })).toBe('Unknown player #4');
    expect(scorerName({ playerName: 'Unknown player' })).toBe('Unknown player');
  });

  it('never read alike: the team first, then the order', () => {
    const goals = [goal('a', 'Unknown player', 12, 'home'), goal('b', 'Unknown player', 12, 'away'), goal('c', 'Unknown player', 12, 'home'), goal('d', 'Unknown player', 30, 'home')];
    const descriptions = goalDescriptions(goals, teams);
    expect([...descriptions.values()]).toEqual(["Unknown player, 12', Hammarby (1 of 2)", "Unknown player, 12', AIK", "Unknown player, 12', Hammarby (2 of 2)", "Unknown player, 30'"]);
    expect(new Set(descriptions.values()).size).toBe(goals.length);
  });
});
