import { TeamGone, type PlayerRecord, type TeamRepository } from '../data/teams';
import { copy, key, registrationKey, type InMemoryTables } from './in-memory-tables';

/**
 * Organization teams and their players with the adapter's promises: totalPlayers moves with the roster,
 * one player per (organization, registrationId) regardless of case, an update holds only at the version read.
 */
export function inMemoryTeamRepository(tables: InMemoryTables): TeamRepository {
  const { teams, players, registrations } = tables;
  return {
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
      const next = { ...current, ...copy(changes), version: current.version + 1 };
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
    takenRegistrations: async (orgId, ids) => new Set(ids.filter((id) => id && registrations.has(registrationKey(orgId, id)))),
    async addPlayers(teamId, list) {
      const team = teams.get(teamId);
      if (!team) throw new TeamGone(teamId);
      const added: PlayerRecord[] = [];
      const taken: PlayerRecord[] = [];
      for (const player of list) {
        const guard = player.registrationId ? registrationKey(player.orgId, player.registrationId) : null;
        if (guard && registrations.has(guard) && registrations.get(guard) !== player.playerId) {
          taken.push(player);
          continue;
        }
        if (guard) registrations.set(guard, player.playerId);
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
  };
}
