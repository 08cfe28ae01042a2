import { describe, expect, it } from '@jest/globals';
import type { StandingsRow } from './api/get-tournament';
import { unplayedLine } from '../../lib/testing/table-line';
import { groupStandings } from './standings';

const row = (team: string, division: string, bracket: string, position: number, PTS = 0): StandingsRow => ({
  teamKey: team.toLowerCase(),
  team,
  club: null,
  division,
  bracket,
  teamId: null,
  ...unplayedLine(),
  PTS,
  position,
});

describe('division tables', () => {
  it('groups teams by division and bracket, each ordered by position with unranked teams last', () => {
    const groups = groupStandings([
      row('Zeta', 'U12 Boys', 'Default', 0),
      row('Alpha', 'U12 Boys', 'Default', 2, 1),
      row('Beta', 'U12 Boys', 'Default', 1, 3),
      row('Gamma', 'U10 Girls', 'Default', 1),
      row('Delta', 'U12 Boys', 'Gold', 1),
      row('Aardvark', 'U12 Boys', 'Default', 0),
    ]);
    expect(groups.map((group) => [group.division, group.bracket, group.rows.map((r) => r.team)])).toEqual([
      ['U10 Girls', 'Default', ['Gamma']],
      ['U12 Boys', 'Default', ['Beta', 'Alpha', 'Aardvark', 'Zeta']],
      ['U12 Boys', 'Gold', ['Delta']],
    ]);
  });
});
