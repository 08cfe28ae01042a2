import { MESSAGES } from '@pitchside/shared';
import { NotFoundError } from '@pitchside/core';
import type { TournamentRecord, TournamentRepository } from '@pitchside/core/data';

/** A tournament the public may read: a draft, a deleted one or an empty id is 404, as if it never existed. */
export async function publishedTournament(tournaments: Pick<TournamentRepository, 'get'>, tournamentId: string): Promise<TournamentRecord> {
  const tournament = tournamentId ? await tournaments.get(tournamentId) : null;
  if (!tournament || tournament.draft) throw new NotFoundError(MESSAGES.tournamentNotFound);
  return tournament;
}
