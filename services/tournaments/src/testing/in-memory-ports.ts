import type {
  AgeGroupRecord, BracketRecord, DivisionRecord, MatchFixture, MatchRecord, MembershipRecord, PlayerRecord, TeamRecord, TournamentLinkRecord,
  TournamentRecord, TournamentTeamRecord,
} from '@pitchside/core';
import { TeamGone } from '@pitchside/core';
import type { TournamentsPorts } from '../ports';

/**
 * In-memory versions of every tournaments port, for unit tests of the use cases. They keep the same
 * promises as the DynamoDB adapters: conditional creates, totalPlayers moving with the roster, one
 * registration per (organization, registrationId) regardless of case.
 */
export function inMemoryTournamentsPorts(start = new Date('2026-11-21T10:00:00Z')) {
  const memberships = new Map<string, MembershipRecord>();
  const tournaments = new Map<string, TournamentRecord>();
  const links = new Map<string, TournamentLinkRecord>();
  const ageGroups = new Map<string, AgeGroupRecord>();
  const divisions = new Map<string, DivisionRecord>();
  const brackets = new Map<string, BracketRecord>();
  const tournamentTeams = new Map<string, TournamentTeamRecord>();
  const matches = new Map<string, MatchRecord>();
  const teams = new Map<string, TeamRecord>();
  const players = new Map<string, PlayerRecord>();
  const registrations = new Map<string, string>();
  let ids = 0;
  const now = start;

  const copy = <T>(value: T): T => structuredClone(value);
  const key = (...parts: string[]) => parts.join('/');
  const inTournament = <T extends { tournamentId: string }>(map: Map<string, T>, tournamentId: string) => [...map.values()].filter((item) => item.tournamentId === tournamentId).map(copy);
  const createEach = <T>(map: Map<string, T>, keyOf: (record: T) => string) => async (records: readonly T[]) => {
    const added: T[] = [];
    const existing: T[] = [];
    for (const record of records) {
      if (map.has(keyOf(record))) existing.push(record);
      else { map.set(keyOf(record), copy(record)); added.push(record); }
    }
    return { added, existing };
  };
  const remove = <T>(map: Map<string, T>, id: string) => map.delete(id);
  const registrationKey = (orgId: string, registrationId: string) => key(orgId, registrationId.toLowerCase());
  const deleteWhere = <T extends { tournamentId: string }>(map: Map<string, T>, tournamentId: string) => {
    let count = 0;
    for (const [id, item] of map) if (item.tournamentId === tournamentId) { map.delete(id); count++; }
    return count;
  };

  const ports: TournamentsPorts = {
    organizations: {
      membershipsOfUser: async (uid) => [...memberships.values()].filter((member) => member.uid === uid).map(copy),
      getMembership: async (orgId, uid) => copy(memberships.get(key(orgId, uid)) ?? null),
      membersOf: async (orgId) => [...memberships.values()].filter((member) => member.orgId === orgId).map(copy),
      // Organizations in these tests are payment-exempt; paid creation is covered by the payments tests.
      getOrganization: async (orgId) => ({ orgId, name: orgId, ownerUid: '', billing: 'exempt' }),
    },
    tournaments: {
      get: async (tournamentId) => copy(tournaments.get(tournamentId) ?? null),
      listByOrg: async (orgId) => [...tournaments.values()].filter((tournament) => tournament.orgId === orgId).map(copy),
      async create({ tournament, ageGroups: groups, brackets: list }) {
        if (tournaments.has(tournament.tournamentId)) return false;
        tournaments.set(tournament.tournamentId, copy(tournament));
        for (const group of groups) ageGroups.set(key(group.tournamentId, group.name), copy(group));
        for (const bracket of list) brackets.set(key(bracket.tournamentId, bracket.bracketId), copy(bracket));
        return true;
      },
      async update(tournamentId, changes, expectedVersion) {
        const current = tournaments.get(tournamentId);
        if (!current || (current.version ?? 0) !== expectedVersion) return null;
        const next = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)), version: expectedVersion + 1 } as TournamentRecord;
        tournaments.set(tournamentId, next);
        return copy(next);
      },
      async setDraft(tournamentId, draft, at) {
        const current = tournaments.get(tournamentId);
        if (!current) return null;
        Object.assign(current, { draft }, draft ? {} : { publishedAt: at });
        return copy(current);
      },
      setHasSchedule: async (tournamentId, hasSchedule) => void Object.assign(tournaments.get(tournamentId) ?? {}, { hasSchedule }),
      linksOfTournament: async (tournamentId) => [...links.values()].filter((link) => link.tournamentId === tournamentId).map(copy),
      linksOfUser: async (uid) => [...links.values()].filter((link) => link.userId === uid).map(copy),
      isLinked: async (uid, tournamentId, orgId) => links.get(key(uid, tournamentId))?.orgId === orgId,
      link: async (link) => void links.set(key(link.userId, link.tournamentId), { ...link, createdAt: now.toISOString() }),
      unlink: async (uid, tournamentId) => links.delete(key(uid, tournamentId)),
      async delete(tournamentId) {
        const linked = [...links.entries()].filter(([, link]) => link.tournamentId === tournamentId);
        for (const [id] of linked) links.delete(id);
        const deleted = {
          ageGroups: deleteWhere(ageGroups, tournamentId), divisions: deleteWhere(divisions, tournamentId), brackets: deleteWhere(brackets, tournamentId),
          teams: deleteWhere(tournamentTeams, tournamentId), matches: deleteWhere(matches, tournamentId), links: linked.length, imports: 0, scheduleVersions: 0,
        };
        tournaments.delete(tournamentId);
        return deleted;
      },
    },
    structure: {
      ageGroups: async (tournamentId) => inTournament(ageGroups, tournamentId),
      addAgeGroups: createEach(ageGroups, (record) => key(record.tournamentId, record.name)),
      deleteAgeGroup: async (tournamentId, name) => remove(ageGroups, key(tournamentId, name)),
      divisions: async (tournamentId) => inTournament(divisions, tournamentId),
      getDivision: async (tournamentId, divisionId) => copy(divisions.get(key(tournamentId, divisionId)) ?? null),
      addDivisions: createEach(divisions, (record) => key(record.tournamentId, record.divisionId)),
      async replaceDivision(previous, next) {
        if (!divisions.has(key(previous.tournamentId, previous.divisionId))) return false;
        if (previous.divisionId !== next.divisionId && divisions.has(key(next.tournamentId, next.divisionId))) return false;
        divisions.delete(key(previous.tournamentId, previous.divisionId));
        divisions.set(key(next.tournamentId, next.divisionId), copy(next));
        return true;
      },
      deleteDivision: async (tournamentId, divisionId) => remove(divisions, key(tournamentId, divisionId)),
      brackets: async (tournamentId) => inTournament(brackets, tournamentId),
      getBracket: async (tournamentId, bracketId) => copy(brackets.get(key(tournamentId, bracketId)) ?? null),
      addBrackets: createEach(brackets, (record) => key(record.tournamentId, record.bracketId)),
      deleteBracket: async (tournamentId, bracketId) => remove(brackets, key(tournamentId, bracketId)),
      teams: async (tournamentId) => inTournament(tournamentTeams, tournamentId),
      getTeam: async (tournamentId, teamKey) => copy(tournamentTeams.get(key(tournamentId, teamKey)) ?? null),
      addTeams: createEach(tournamentTeams, (record) => key(record.tournamentId, record.teamKey)),
      async updateTeam(record) {
        if (!tournamentTeams.has(key(record.tournamentId, record.teamKey))) return false;
        tournamentTeams.set(key(record.tournamentId, record.teamKey), copy(record));
        return true;
      },
      deleteTeam: async (tournamentId, teamKey) => remove(tournamentTeams, key(tournamentId, teamKey)),
    },
    matches: {
      get: async (tournamentId, matchId) => copy(matches.get(key(tournamentId, matchId)) ?? null),
      listByTournament: async (tournamentId, division) => inTournament(matches, tournamentId).filter((match) => !division || match.division === division),
      getCurrent: async (tournamentId, matchIds) => matchIds.flatMap((matchId) => { const found = matches.get(key(tournamentId, matchId)); return found ? [copy(found)] : []; }),
      countByTournament: async (tournamentId) => inTournament(matches, tournamentId).length,
      anyInDivision: async (tournamentId, division) => inTournament(matches, tournamentId).some((match) => match.division === division.name || match.divisionId === division.divisionId),
      addFixtures: async (fixtures) => {
        const added: MatchFixture[] = [];
        const existing: MatchFixture[] = [];
        for (const fixture of fixtures) {
          if (matches.has(key(fixture.tournamentId, fixture.matchId))) { existing.push(fixture); continue; }
          matches.set(key(fixture.tournamentId, fixture.matchId), {
            divisionId: null, time: '', field: null, homeClub: null, awayClub: null, homeTeamKey: null, awayTeamKey: null, bracket: null,
            status: '', homeScore: 0, awayScore: 0, goals: [], cards: [], refereeId: null, refereeName: null, assignedAt: null, startedAt: null,
            pausedAt: null, resumedAt: null, completedAt: null, previousPauseTime: 0, lastScoreUpdate: null, lastGoalAt: null, lastCardAt: null,
            lastUpdate: null, scoreConfirmations: [], appliedEventIds: [], version: 1, ...copy(fixture),
          });
          added.push(fixture);
        }
        return { added, existing };
      },
    },
    teams: {
      get: async (teamId) => copy(teams.get(teamId) ?? null),
      listByOrg: async (orgId) => [...teams.values()].filter((team) => team.orgId === orgId).map(copy),
      listByCoach: async (coachUid) => [...teams.values()].filter((team) => team.coachUid === coachUid).map(copy),
      async create(team) {
        if (teams.has(team.teamId)) return false;
        teams.set(team.teamId, { ...copy(team), totalPlayers: 0, version: 1 });
        return true;
      },
      async update(team, changes) {
        const current = teams.get(team.teamId);
        if (!current || current.version !== team.version) return null;
        const next = { ...current, ...changes, version: current.version + 1 };
        teams.set(team.teamId, next);
        return copy(next);
      },
      async delete(teamId) {
        let count = 0;
        for (const [id, player] of players) {
          if (player.teamId !== teamId) continue;
          if (player.registrationId) registrations.delete(registrationKey(player.orgId, player.registrationId));
          players.delete(id);
          count++;
        }
        teams.delete(teamId);
        return { players: count };
      },
      listPlayers: async (teamId) => [...players.values()].filter((player) => player.teamId === teamId).map(copy),
      getPlayer: async (teamId, playerId) => copy(players.get(key(teamId, playerId)) ?? null),
      takenRegistrations: async (orgId, ids_) => new Set(ids_.filter((id) => registrations.has(registrationKey(orgId, id)))),
      async addPlayers(teamId, list) {
        const team = teams.get(teamId);
        if (!team) throw new TeamGone(teamId);
        const added: PlayerRecord[] = [];
        const taken: PlayerRecord[] = [];
        for (const player of list) {
          if (player.registrationId && registrations.has(registrationKey(player.orgId, player.registrationId))) { taken.push(player); continue; }
          if (player.registrationId) registrations.set(registrationKey(player.orgId, player.registrationId), player.playerId);
          players.set(key(teamId, player.playerId), copy(player));
          team.totalPlayers++;
          added.push(player);
        }
        return { added, taken, totalPlayers: team.totalPlayers };
      },
      async updatePlayer(previous, next) {
        if (!players.has(key(previous.teamId, previous.playerId))) return 'missing';
        const before = previous.registrationId ? registrationKey(previous.orgId, previous.registrationId) : null;
        const after = next.registrationId ? registrationKey(next.orgId, next.registrationId) : null;
        if (after && after !== before && registrations.has(after)) return 'registration_taken';
        if (before && before !== after) registrations.delete(before);
        if (after) registrations.set(after, next.playerId);
        players.set(key(next.teamId, next.playerId), copy(next));
        return 'updated';
      },
      async deletePlayer(player) {
        if (!players.delete(key(player.teamId, player.playerId))) return false;
        if (player.registrationId) registrations.delete(registrationKey(player.orgId, player.registrationId));
        const team = teams.get(player.teamId);
        if (team) team.totalPlayers--;
        return true;
      },
    },
    clock: { now: () => now },
    newId: () => `id-${++ids}`,
  };

  return {
    ports,
    tournaments, links, ageGroups, divisions, brackets, tournamentTeams, matches, teams, players, registrations,
    /** Adds a member of an organization with the given roles. */
    member(orgId: string, uid: string, roles: MembershipRecord['role']): MembershipRecord {
      const membership = { orgId, uid, email: `${uid}@example.test`, displayName: uid, role: roles };
      memberships.set(key(orgId, uid), membership);
      return membership;
    },
  };
}
