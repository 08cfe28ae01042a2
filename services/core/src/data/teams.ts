import type { EntityItem } from 'electrodb';
import type { Database } from './database';
import type { teamEntity } from './entities/team-entity';
import { toPlayerRecord, toTeamRecord, type PlayerRecord, type TeamRecord } from './team-records';
import { playerItem, PLAYERS_PER_TRANSACTION, playerWrites } from './team-players';
import { chunk, commit, conditionalWrite, deletePaged, isConditionFailure, TransactionCanceled } from './transactions';

export { TeamGone } from './team-players';
export { toPlayerRecord, toTeamRecord, type PlayerRecord, type TeamRecord };

/** What an edit of a team may change; `totalPlayers` only ever moves with the roster. */
export type TeamChanges = Partial<Pick<TeamRecord, 'name' | 'club' | 'age' | 'gender' | 'coachUid'>>;

export type UpdatePlayerOutcome = 'updated' | 'missing' | 'registration_taken';

/**
 * An organization's teams and their players. Every roster write changes the team's `totalPlayers` in
 * the same transaction, so it always equals the roster size; a registrationId is claimed by a guard
 * item created on the condition that it does not exist, so two concurrent adds cannot both get it.
 */
export interface TeamRepository {
  get(teamId: string): Promise<TeamRecord | null>;
  listByOrg(orgId: string): Promise<TeamRecord[]>;
  listByCoach(coachUid: string): Promise<TeamRecord[]>;
  /** false when a team with this id exists (spec §5: an import skips it). */
  create(team: TeamRecord): Promise<boolean>;
  /** Applies the changes if the team is still at `expectedVersion`; null when it moved on or is gone. */
  update(team: TeamRecord, changes: TeamChanges): Promise<TeamRecord | null>;
  /** Deletes the players and their registration guards page by page, the team last. */
  delete(teamId: string): Promise<{ players: number }>;

  listPlayers(teamId: string): Promise<PlayerRecord[]>;
  getPlayer(teamId: string, playerId: string): Promise<PlayerRecord | null>;
  /** The registrationIds among these that are taken in the organization. */
  takenRegistrations(orgId: string, registrationIds: readonly string[]): Promise<Set<string>>;
  /**
   * Adds players to one team: the players whose registrationId is taken (before or by a concurrent add)
   * are returned as `taken` and not written. Throws `TeamGone` when the team does not exist.
   */
  addPlayers(teamId: string, players: readonly PlayerRecord[]): Promise<{ added: PlayerRecord[]; taken: PlayerRecord[]; totalPlayers: number }>;
  updatePlayer(previous: PlayerRecord, next: PlayerRecord): Promise<UpdatePlayerOutcome>;
  /** Removes the player, its guard, and one from totalPlayers; false when it was not there. */
  deletePlayer(player: PlayerRecord): Promise<boolean>;
}

export function dynamoTeamRepository(db: Database): TeamRepository {
  const { team, player, playerRegistration } = db.entities;
  const { writeChunk, takenBy } = playerWrites(db);

  return {
    async get(teamId) {
      const { data } = await team.get({ teamId }).go();
      return data ? toTeamRecord(data) : null;
    },
    async listByOrg(orgId) {
      const { data } = await team.query.byOrg({ orgId }).go({ pages: 'all' });
      return data.map(toTeamRecord);
    },
    async listByCoach(coachUid) {
      const { data } = await team.query.byCoach({ coachUid }).go({ pages: 'all' });
      return data.map(toTeamRecord);
    },
    async create(record) {
      return conditionalWrite(async () => {
        await team
          .create({
            teamId: record.teamId,
            orgId: record.orgId,
            name: record.name,
            age: record.age,
            gender: record.gender,
            coachUid: record.coachUid ?? '',
            totalPlayers: 0,
            version: 1,
            source: record.source,
            ...(record.club ? { club: record.club } : {}),
            ...(record.externalId ? { externalId: record.externalId } : {}),
          })
          .go();
      });
    },
    async update(current, changes) {
      const next = { ...current, ...changes };
      try {
        const patch = team
          .patch({ teamId: current.teamId })
          // The composites of both indexes are always written together, so gsi1 and the sparse gsi2 stay right.
          .set({ name: next.name, orgId: current.orgId, coachUid: next.coachUid ?? '', age: next.age, gender: next.gender, version: current.version + 1, ...(next.club ? { club: next.club } : {}) });
        const operation = (next.club ? patch : patch.remove(['club'])).where((attr, op) => op.eq(attr.version, current.version));
        const { data } = await operation.go({ response: 'all_new' });
        return toTeamRecord(data as EntityItem<typeof teamEntity>);
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
    async delete(teamId) {
      const players = await deletePaged(
        async (cursor) => {
          const { data, cursor: next } = await player.query.byTeam({ teamId }).go({ cursor, limit: 100, attributes: ['teamId', 'playerId', 'orgId', 'registrationId'] });
          return { keys: data, cursor: next };
        },
        async (rows) => {
          const guards = rows.filter((row) => row.registrationId).map((row) => ({ orgId: row.orgId, registrationId: row.registrationId }));
          const fromGuards = guards.length > 0 ? (await playerRegistration.delete(guards).go()).unprocessed : [];
          if (fromGuards.length > 0) return { unprocessed: rows };
          const { unprocessed } = await player.delete(rows.map((row) => ({ teamId: row.teamId, playerId: row.playerId }))).go();
          const left = new Set(unprocessed.map((key) => key.playerId));
          return { unprocessed: rows.filter((row) => left.has(row.playerId)) };
        },
      );
      await team.delete({ teamId }).go();
      return { players };
    },

    async listPlayers(teamId) {
      const { data } = await player.query.byTeam({ teamId }).go({ pages: 'all' });
      return data.map(toPlayerRecord);
    },
    async getPlayer(teamId, playerId) {
      const { data } = await player.get({ teamId, playerId }).go();
      return data ? toPlayerRecord(data) : null;
    },
    async takenRegistrations(orgId, registrationIds) {
      const unique = [...new Set(registrationIds.filter(Boolean))];
      if (unique.length === 0) return new Set();
      const { data } = await playerRegistration.get(unique.map((registrationId) => ({ orgId, registrationId }))).go();
      // Keys are lower-cased by ElectroDB, so 'R1' and 'r1' are one registration.
      const taken = new Set(data.map((guard) => guard.registrationId.toLowerCase()));
      return new Set(unique.filter((registrationId) => taken.has(registrationId.toLowerCase())));
    },
    async addPlayers(teamId, players) {
      const taken: PlayerRecord[] = [];
      const added: PlayerRecord[] = [];
      for (const part of chunk(players, PLAYERS_PER_TRANSACTION)) added.push(...(await writeChunk(teamId, part, taken)));
      const current = await team.get({ teamId }).go({ attributes: ['totalPlayers'] });
      return { added, taken, totalPlayers: current.data?.totalPlayers ?? 0 };
    },
    async updatePlayer(previous, next) {
      const registrationChanged = (previous.registrationId ?? '').toLowerCase() !== (next.registrationId ?? '').toLowerCase();
      try {
        await commit(
          db.transaction.write(({ player: rows, playerRegistration: guards }) => [
            rows
              .put(playerItem(next))
              .where((attr, op) => op.exists(attr.playerId))
              .commit(),
            ...(registrationChanged && previous.registrationId ? [guards.delete({ orgId: previous.orgId, registrationId: previous.registrationId }).commit()] : []),
            ...(registrationChanged && next.registrationId ? [guards.create({ orgId: next.orgId, registrationId: next.registrationId, teamId: next.teamId, playerId: next.playerId }).commit()] : []),
          ]),
        );
        return 'updated';
      } catch (error) {
        if (!(error instanceof TransactionCanceled)) throw error;
        if (error.codes[0] === 'ConditionalCheckFailed') return 'missing';
        // The new guard is the last item: its condition failing means another player holds the id.
        if (error.codes.at(-1) === 'ConditionalCheckFailed' || (error.codes.length === 0 && (await takenBy([next])).size > 0)) return 'registration_taken';
        throw error;
      }
    },
    async deletePlayer(record) {
      try {
        await commit(
          db.transaction.write(({ team: teams, player: rows, playerRegistration: guards }) => [
            rows
              .delete({ teamId: record.teamId, playerId: record.playerId })
              .where((attr, op) => op.exists(attr.playerId))
              .commit(),
            teams.patch({ teamId: record.teamId }).add({ totalPlayers: -1 }).commit(),
            ...(record.registrationId ? [guards.delete({ orgId: record.orgId, registrationId: record.registrationId }).commit()] : []),
          ]),
        );
        return true;
      } catch (error) {
        if (error instanceof TransactionCanceled && error.codes.includes('ConditionalCheckFailed')) return false;
        throw error;
      }
    },
  };
}
