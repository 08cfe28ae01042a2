import type { Database } from './database';
import { deletePaged } from './transactions';

const PAGE = 100;

/**
 * Deletes a tournament's registration (issue 32): its clubs' entries and applications (contact names and
 * e-mail addresses, personal data that must not outlive the tournament) and the divisions' settings.
 * Entries and applications sit in partitions of their own (the rush spreads its writes), so they are found
 * through gsi3 by tournament. Divisions' settings go last: a crash half way leaves records a second delete finds.
 * Answers how many entries and applications were deleted.
 */
export async function deleteRegistration(db: Database, tournamentId: string): Promise<number> {
  const { registrationEntry, registrationApplication, registrationDivision } = db.entities;
  const entries = await deletePaged(
    async (cursor) => {
      const { data, cursor: next } = await registrationEntry.query.byTournament({ tournamentId }).go({ cursor, limit: PAGE, attributes: ['tournamentId', 'teamKey'] });
      return { keys: data, cursor: next };
    },
    (keys) => registrationEntry.delete(keys).go(),
  );
  const applications = await deletePaged(
    async (cursor) => {
      const { data, cursor: next } = await registrationApplication.query.byTournament({ tournamentId }).go({ cursor, limit: PAGE, attributes: ['tournamentId', 'applicationId'] });
      return { keys: data, cursor: next };
    },
    (keys) => registrationApplication.delete(keys).go(),
  );
  await deletePaged(
    async (cursor) => {
      const { data, cursor: next } = await registrationDivision.query.byTournament({ tournamentId }).go({ cursor, limit: PAGE, attributes: ['tournamentId', 'divisionId'] });
      return { keys: data, cursor: next };
    },
    (keys) => registrationDivision.delete(keys).go(),
  );
  return entries + applications;
}
