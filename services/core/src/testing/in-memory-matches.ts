import { initialMatchState } from '@pitchside/shared';
import type { MatchFixture, MatchRecord, MatchRepository } from '../data/matches';
import { copy, inTournament, key, type InMemoryTables } from './in-memory-tables';

const byKickOff = (a: MatchRecord, b: MatchRecord) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.matchId.localeCompare(b.matchId);

/**
 * The live state of a match nobody has touched yet, at version 1: what every new match row starts from.
 * Its event-decided part is the shared `initialMatchState` (no extra time, no penalties: null, as `toMatch`
 * reads an absent attribute); the rest is what only the stored row has.
 */
export function unplayedMatchState() {
  return {
    ...initialMatchState(),
    refereeId: null,
    refereeName: null,
    assignedAt: null,
    scoreConfirmations: [],
    version: 1,
  } satisfies Partial<MatchRecord>;
}

/** A fixture as the adapter stores it: the live state starts empty, at version 1. */
export function matchFromFixture(fixture: MatchFixture): MatchRecord {
  return {
    divisionId: null,
    time: '',
    field: null,
    homeClub: null,
    awayClub: null,
    homeTeamKey: null,
    awayTeamKey: null,
    bracket: null,
    ...unplayedMatchState(),
    ...copy(fixture),
  };
}

/** Matches as the fixture list reads them: by kick-off, created only under a free id. */
export function inMemoryMatchRepository(tables: InMemoryTables): MatchRepository {
  const { matches } = tables;
  return {
    get: async (tournamentId, matchId) => copy(matches.get(key(tournamentId, matchId)) ?? null),
    listByTournament: async (tournamentId, division) =>
      inTournament(matches, tournamentId)
        .filter((match) => !division || match.division === division)
        .sort(byKickOff),
    getCurrent: async (tournamentId, matchIds) =>
      matchIds
        .flatMap((matchId) => {
          const found = matches.get(key(tournamentId, matchId));
          return found ? [copy(found)] : [];
        })
        .sort(byKickOff),
    countByTournament: async (tournamentId) => inTournament(matches, tournamentId).length,
    anyInDivision: async (tournamentId, division) => inTournament(matches, tournamentId).some((match) => match.division === division.name || match.divisionId === division.divisionId),
    async addFixtures(fixtures) {
      const added: MatchFixture[] = [];
      const existing: MatchFixture[] = [];
      for (const fixture of fixtures) {
        if (matches.has(key(fixture.tournamentId, fixture.matchId))) {
          existing.push(fixture);
          continue;
        }
        matches.set(key(fixture.tournamentId, fixture.matchId), matchFromFixture(fixture));
        added.push(fixture);
      }
      return { added, existing };
    },
  };
}
