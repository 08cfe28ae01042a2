import { assignmentResultSchema } from '@pitchside/shared';
import { useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { matchesKeys } from '../../../api/matches/match-keys';
import { tournamentReads } from '../../../api/tournaments/tournament-keys';

/** What both assignment routes answer: the matches as they are now, and a warning per overlapping booking. */
export { assignmentResultSchema };
export type AssignmentResult = z.infer<typeof assignmentResultSchema>;

/** After an assignment: the matches' pages have the new referee at once; the tournament's match lists reload. */
export function useAfterAssignment(tournamentId: string) {
  const queryClient = useQueryClient();
  return (result: AssignmentResult) => {
    for (const match of result.matches) queryClient.setQueryData(matchesKeys.match(match.tournamentId, match.matchId), match);
    return queryClient.invalidateQueries(tournamentReads(tournamentId));
  };
}
