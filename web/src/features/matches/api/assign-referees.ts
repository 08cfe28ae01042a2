import { assignRefereesRoute, type AssignRefereesInput } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { useAfterAssignment } from './assignment-result';

/**
 * `POST /api/tournaments/{t}/referee-assignments {assignments: [{matchId, refereeId|null}]}` (admin,
 * refereeassignor) → `{ matches, warnings }`; a warning per overlapping booking (allowed, but said).
 */
export async function assignReferees(tournamentId: string, input: AssignRefereesInput) {
  return callRoute(assignRefereesRoute, { params: { tournamentId }, body: input });
}

export function useAssignReferees(tournamentId: string) {
  const after = useAfterAssignment(tournamentId);
  return useMutation({ mutationFn: (input: AssignRefereesInput) => assignReferees(tournamentId, input), onSuccess: after });
}
