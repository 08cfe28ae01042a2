import type { Database } from './database';
import { deletePaged } from './transactions';

const PAGE = 100;

/**
 * Deletes a tournament's check-in records: the desk's marks, the age rules and the pass key. Deleting the
 * key voids every pass printed for the tournament. The players' birth dates live with the organization's
 * teams (and go with them), not here.
 */
export async function deleteCheckIn(db: Database, tournamentId: string): Promise<void> {
  const { checkInMark, checkInSettings, passKey } = db.entities;
  await deletePaged(
    async (cursor) => {
      const { data, cursor: next } = await checkInMark.query.byTournament({ tournamentId }).go({ cursor, limit: PAGE, attributes: ['tournamentId', 'teamKey', 'playerId'] });
      return { keys: data, cursor: next };
    },
    (keys) => checkInMark.delete(keys).go(),
  );
  await checkInSettings.delete({ tournamentId }).go();
  await passKey.delete({ tournamentId }).go();
}
