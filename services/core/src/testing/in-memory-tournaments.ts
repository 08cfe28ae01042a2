import { DEFAULT_DISPUTE_WINDOW_MINUTES } from '@pitchside/shared';
import type { TournamentRecord, TournamentRepository } from '../data/tournaments';
import type { Clock } from '../ports/clock';
import { copy, key, type InMemoryTables } from './in-memory-tables';

/** What the adapter reads back: the defaults `toTournament` fills for attributes an old item lacks. */
const asRead = (record: TournamentRecord): TournamentRecord =>
  copy({
    ...record,
    gdCap: record.gdCap ?? null,
    publishedAt: record.publishedAt ?? null,
    version: record.version ?? 0,
    disputeWindowMinutes: record.disputeWindowMinutes ?? DEFAULT_DISPUTE_WINDOW_MINUTES,
  });

/**
 * Tournaments and the user–tournament links with the adapter's promises: a create holds only for a free
 * id, an update only at the version read, a delete takes every child of the tournament with it.
 */
export function inMemoryTournamentRepository(tables: InMemoryTables, clock: Clock): TournamentRepository {
  const { tournaments, links } = tables;
  const deleteWhere = <T extends { tournamentId: string }>(map: Map<string, T>, tournamentId: string) => {
    let count = 0;
    for (const [id, item] of map)
      if (item.tournamentId === tournamentId) {
        map.delete(id);
        count++;
      }
    return count;
  };
  return {
    get: async (tournamentId) => {
      const found = tournaments.get(tournamentId);
      return found ? asRead(found) : null;
    },
    listByOrg: async (orgId) => [...tournaments.values()].filter((tournament) => tournament.orgId === orgId).map(asRead),
    async create({ tournament, ageGroups, brackets }) {
      if (tournaments.has(tournament.tournamentId)) return false;
      tournaments.set(tournament.tournamentId, copy(tournament));
      for (const group of ageGroups) tables.ageGroups.set(key(group.tournamentId, group.name), copy(group));
      for (const bracket of brackets) tables.brackets.set(key(bracket.tournamentId, bracket.bracketId), copy(bracket));
      return true;
    },
    async update(tournamentId, changes, expectedVersion) {
      const current = tournaments.get(tournamentId);
      if (!current || (current.version ?? 0) !== expectedVersion) return null;
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const next = { ...current, ...copy(defined), version: expectedVersion + 1 } as TournamentRecord;
      tournaments.set(tournamentId, next);
      return asRead(next);
    },
    async setDraft(tournamentId, draft, at) {
      const current = tournaments.get(tournamentId);
      if (!current) return null;
      Object.assign(current, { draft }, draft ? {} : { publishedAt: at });
      return asRead(current);
    },
    setHasSchedule: async (tournamentId, hasSchedule) => void Object.assign(tournaments.get(tournamentId) ?? {}, { hasSchedule }),
    linksOfTournament: async (tournamentId) => [...links.values()].filter((link) => link.tournamentId === tournamentId).map(copy),
    linksOfUser: async (uid) => [...links.values()].filter((link) => link.userId === uid).map(copy),
    isLinked: async (uid, tournamentId, orgId) => links.get(key(uid, tournamentId))?.orgId === orgId,
    link: async (link) => void links.set(key(link.userId, link.tournamentId), { ...link, createdAt: clock.now().toISOString() }),
    unlink: async (uid, tournamentId) => links.delete(key(uid, tournamentId)),
    async delete(tournamentId) {
      const linked = [...links.entries()].filter(([, link]) => link.tournamentId === tournamentId);
      for (const [id] of linked) links.delete(id);
      const deleted = {
        ageGroups: deleteWhere(tables.ageGroups, tournamentId),
        divisions: deleteWhere(tables.divisions, tournamentId),
        brackets: deleteWhere(tables.brackets, tournamentId),
        teams: deleteWhere(tables.tournamentTeams, tournamentId),
        matches: deleteWhere(tables.matches, tournamentId),
        links: linked.length,
        imports: 0,
        scheduleVersions: 0,
        registrations: 0,
      };
      tournaments.delete(tournamentId);
      return deleted;
    },
  };
}
