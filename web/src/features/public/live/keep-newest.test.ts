import { describe, expect, it } from '@jest/globals';
import type { PublicMatch, PublicTeamPage, PublicTournament } from '@pitchside/shared';
import { keepNewer, keepNewerMatches, keepNewerTables, keepNewerTeamPage } from './keep-newest';

const match = (matchId: string, homeScore: number, version: number) => ({ matchId, homeScore, version }) as PublicMatch;
const tournament = (PTS: number, standingsVersion: number) =>
  ({
    tournamentId: 't',
    divisions: [{ name: 'A', brackets: [{ name: 'Default', table: [{ teamKey: 'home', PTS }] }], standingsVersion }],
  }) as unknown as PublicTournament;

describe('a fresh read answered by an older edge copy never replaces what a push showed', () => {
  it('keeps a held match newer than the fresh list has it, and takes the fresh one otherwise', () => {
    const merged = keepNewerMatches([match('m1', 2, 5), match('m2', 0, 1)], [match('m1', 1, 4), match('m2', 1, 2)]);
    expect(merged.map((m) => [m.matchId, m.homeScore])).toEqual([
      ['m1', 2],
      ['m2', 1],
    ]);
  });

  it("keeps a division's tables when the held ones are newer", () => {
    expect(keepNewerTables(tournament(4, 9), tournament(1, 7)).divisions[0]?.brackets[0]?.table?.[0]?.PTS).toBe(4);
    expect(keepNewerTables(tournament(4, 9), tournament(7, 10)).divisions[0]?.brackets[0]?.table?.[0]?.PTS).toBe(7);
  });

  it("keeps a team page's newer row and matches", () => {
    const page = (PTS: number, standingsVersion: number, m: PublicMatch) => ({ teamKey: 'home', standing: { PTS }, standingsVersion, matches: [m] }) as unknown as PublicTeamPage;
    const merged = keepNewerTeamPage(page(4, 9, match('m1', 2, 5)), page(1, 7, match('m1', 1, 4)));
    expect([merged.standing?.PTS, merged.matches[0]?.homeScore]).toEqual([4, 2]);
  });

  it('shares what did not change, as the default structural sharing does', () => {
    const held = [match('m1', 2, 5)];
    expect(keepNewer(keepNewerMatches)(held, [match('m1', 2, 5)])).toBe(held);
  });
});
