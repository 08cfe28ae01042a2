import type { Database } from './database';
import type { PlayerRecord } from './team-records';
import { commit, TRANSACTION_LIMIT, TransactionCanceled } from './transactions';

/*
 * A team's players are written with their registration guards (one registration id per organization), in
 * transactions with the team's count: the parts of the team repository that keep those three in step.
 */

export class TeamGone extends Error {
  override name = 'TeamGone';
}

export function playerItem(player: PlayerRecord) {
  return {
    teamId: player.teamId,
    playerId: player.playerId,
    orgId: player.orgId,
    name: player.name,
    registrationId: player.registrationId ?? '',
    ...(player.jerseyNumber !== null ? { jerseyNumber: player.jerseyNumber } : {}),
    ...(player.position ? { position: player.position } : {}),
    ...(player.dateOfBirth ? { dateOfBirth: player.dateOfBirth } : {}),
    ...(Object.keys(player.extra).length > 0 ? { extra: { ...player.extra } } : {}),
    source: player.source,
  };
}

/** One team update plus two items (player, guard) per player must fit in a transaction. */
export const PLAYERS_PER_TRANSACTION = Math.floor((TRANSACTION_LIMIT - 1) / 2);

export function playerWrites(db: Database) {
  const { playerRegistration } = db.entities;

  /** Writes one chunk; on a cancellation finds out which guards were taken and writes the rest again. */
  async function writeChunk(teamId: string, players: PlayerRecord[], taken: PlayerRecord[], attempt = 0): Promise<PlayerRecord[]> {
    if (players.length === 0) return [];
    try {
      await commit(
        db.transaction.write(({ team: teams, player: rows, playerRegistration: guards }) => [
          teams.patch({ teamId }).add({ totalPlayers: players.length }).commit(),
          ...players.flatMap((entry) => [
            rows.create(playerItem(entry)).commit(),
            ...(entry.registrationId ? [guards.create({ orgId: entry.orgId, registrationId: entry.registrationId, teamId, playerId: entry.playerId }).commit()] : []),
          ]),
        ]),
      );
      return players;
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (error.codes[0] === 'ConditionalCheckFailed') throw new TeamGone(teamId);
      if (attempt >= 6) throw error;
      if (error.conflicted || error.codes.length === 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20));
      const claimed = await takenBy(players);
      for (const entry of players) if (claimed.has(entry.playerId)) taken.push(entry);
      return writeChunk(
        teamId,
        players.filter((entry) => !claimed.has(entry.playerId)),
        taken,
        attempt + 1,
      );
    }
  }

  /** The players whose registrationId another player holds now. */
  async function takenBy(players: readonly PlayerRecord[]): Promise<Set<string>> {
    const withIds = players.filter((entry) => entry.registrationId);
    if (withIds.length === 0) return new Set();
    const { data } = await playerRegistration.get(withIds.map((entry) => ({ orgId: entry.orgId, registrationId: entry.registrationId as string }))).go();
    const holders = new Map(data.map((guard) => [guard.registrationId.toLowerCase(), guard.playerId]));
    return new Set(
      withIds
        .filter((entry) => {
          const holder = holders.get((entry.registrationId as string).toLowerCase());
          return holder !== undefined && holder !== entry.playerId;
        })
        .map((entry) => entry.playerId),
    );
  }

  return { writeChunk, takenBy };
}
