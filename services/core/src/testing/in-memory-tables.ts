import type { MatchRecord } from '../data/matches';
import type { MembershipRecord, OrganizationRecord } from '../data/organizations';
import type { PlayerRecord, TeamRecord } from '../data/teams';
import type { AgeGroupRecord, BracketRecord, DivisionRecord, TournamentTeamRecord } from '../data/tournament-structure';
import type { TournamentLinkRecord, TournamentRecord } from '../data/tournaments';
import type { UserRecord } from '../data/users';

/**
 * The items of the one table, as the in-memory fakes hold them. The fakes share one set of tables, so
 * deleting a tournament removes its divisions and matches exactly as the DynamoDB adapter does, and a
 * test can look at (or arrange) what is stored without going through a repository.
 */
export interface InMemoryTables {
  organizations: Map<string, OrganizationRecord>;
  /** Keyed `orgId/uid`. */
  memberships: Map<string, MembershipRecord>;
  users: Map<string, UserRecord>;
  tournaments: Map<string, TournamentRecord>;
  /** Keyed `uid/tournamentId`. */
  links: Map<string, TournamentLinkRecord>;
  /** Keyed `tournamentId/name`. */
  ageGroups: Map<string, AgeGroupRecord>;
  /** Keyed `tournamentId/divisionId`. */
  divisions: Map<string, DivisionRecord>;
  /** Keyed `tournamentId/bracketId`. */
  brackets: Map<string, BracketRecord>;
  /** Keyed `tournamentId/teamKey`. */
  tournamentTeams: Map<string, TournamentTeamRecord>;
  /** Keyed `tournamentId/matchId`. */
  matches: Map<string, MatchRecord>;
  teams: Map<string, TeamRecord>;
  /** Keyed `teamId/playerId`. */
  players: Map<string, PlayerRecord>;
  /** The registration guards: `orgId/registrationId` (lower case, as ElectroDB keys are) → playerId. */
  registrations: Map<string, string>;
}

export function inMemoryTables(): InMemoryTables {
  return {
    organizations: new Map(),
    memberships: new Map(),
    users: new Map(),
    tournaments: new Map(),
    links: new Map(),
    ageGroups: new Map(),
    divisions: new Map(),
    brackets: new Map(),
    tournamentTeams: new Map(),
    matches: new Map(),
    teams: new Map(),
    players: new Map(),
    registrations: new Map(),
  };
}

/** Stored items never share objects with callers, as nothing read from DynamoDB does. */
export const copy = <T>(value: T): T => structuredClone(value);
export const key = (...parts: string[]) => parts.join('/');
export const registrationKey = (orgId: string, registrationId: string) => key(orgId, registrationId.toLowerCase());

/** The items of one tournament in a table keyed `tournamentId/…`, copied. */
export const inTournament = <T extends { tournamentId: string }>(map: Map<string, T>, tournamentId: string): T[] => [...map.values()].filter((item) => item.tournamentId === tournamentId).map(copy);

/** Conditional creates one by one, as the adapters' `createEach`: existing keys are reported, not overwritten. */
export const createEach =
  <T>(map: Map<string, T>, keyOf: (record: T) => string) =>
  async (records: readonly T[]) => {
    const added: T[] = [];
    const existing: T[] = [];
    for (const record of records) {
      if (map.has(keyOf(record))) existing.push(record);
      else {
        map.set(keyOf(record), copy(record));
        added.push(record);
      }
    }
    return { added, existing };
  };
