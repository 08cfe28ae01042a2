import type { MatchEvent, MatchView } from '@pitchside/shared';
import type { KeyValueStorage } from './console-storage';

/** Fixtures for the console's unit tests (never imported by the app). */
export class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

export const KICK_OFF_MS = Date.parse('2026-05-01T10:00:00.000Z');
export const at = (seconds: number) => new Date(KICK_OFF_MS + seconds * 1000).toISOString();

let sequence = 0;
export function event(type: MatchEvent['type'], seconds: number, extra: Record<string, unknown> = {}): MatchEvent {
  sequence += 1;
  return { id: `evt-${sequence}`, type, at: at(seconds), ...extra } as MatchEvent;
}

export const goal = (seconds: number, teamType: 'home' | 'away' = 'home', playerName = 'Ana') => event('goal', seconds, { teamType, playerId: `p-${playerName}`, playerName });

export function matchView(changes: Partial<MatchView> = {}): MatchView {
  return {
    tournamentId: 't1',
    tournamentName: 'Cup',
    matchId: 'm1',
    division: 'U12 Boys A',
    age: 'u12',
    gender: 'boys',
    date: '2026-05-01',
    time: '10:00',
    field: 'Pitch 1',
    homeTeam: 'Hammarby IF',
    homeClub: null,
    awayTeam: 'AIK',
    awayClub: null,
    status: '',
    effectiveStatus: '',
    homeScore: 0,
    awayScore: 0,
    goals: [],
    cards: [],
    refereeId: 'ref',
    refereeName: 'Rafael Referee',
    startedAt: null,
    pausedAt: null,
    resumedAt: null,
    completedAt: null,
    previousPauseTime: 0,
    clock: { elapsedSeconds: 0, period: 'not_started', minute: 0, running: false },
    durations: { firstHalfDuration: 2700, breakDuration: 900, secondHalfDuration: 2700 },
    appliedEventIds: [],
    homeTeamId: null,
    awayTeamId: null,
    scoreConfirmations: [],
    version: 1,
    can: { run: true, assign: false, confirm: [], recordIncident: false, readIncidents: false, audit: false },
    ...changes,
  };
}
