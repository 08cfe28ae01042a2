import type { EntityItem } from 'electrodb';
import type { matchEntity } from './entities/match-entity';
import { matchFixture } from '../testing/contracts/subject';
import { toMatch } from './matches';

/** A stored row as the scheduler writes it (only what `toMatch` reads): the shared fixture, on a pitch, unplayed. */
const row = (overrides: Record<string, unknown>) =>
  ({
    ...matchFixture('t-1', 'm-1', { field: 'North 1 (grass)', homeTeam: 'AIK', awayTeam: 'IFK', homeTeamKey: 'aik', awayTeamKey: 'ifk' }),
    status: '',
    homeScore: 0,
    awayScore: 0,
    previousPauseTime: 0,
    version: 1,
    ...overrides,
  }) as unknown as EntityItem<typeof matchEntity>;

describe('a stored match as the services read it', () => {
  // Issue 16: the pitch feed and PDF under the scheduler's pitch id were empty, because this dropped it.
  it('keeps the scheduler\u2019s pitch id beside the pitch name', () => {
    expect(toMatch(row({ pitchId: 'north-1' }))).toMatchObject({ pitchId: 'north-1', field: 'North 1 (grass)' });
    expect(toMatch(row({})).pitchId).toBeNull();
  });

  it('reads the scheduler\u2019s group letter and a knockout row\u2019s round from its fixture id', () => {
    expect(toMatch(row({ fixtureId: 'boys-u12/B/1/aik-ifk' }))).toMatchObject({ stage: 'group', group: 'B' });
    expect(toMatch(row({ fixtureId: 'boys-u12/KO/SF2', homeTeamKey: undefined, homeTeam: 'Winner Group B' }))).toMatchObject({
      stage: 'knockout',
      knockoutCode: 'SF2',
      roundName: 'Semi-final',
      homeLabel: 'Winner Group B',
      homeSource: 'group:B:1',
    });
  });
});
