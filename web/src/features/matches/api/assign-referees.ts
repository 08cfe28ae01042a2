import type { AssignRefereesInput } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assignmentResultSchema, useAfterAssignment } from './assignment-result';

/**
 * `POST /api/tournaments/{t}/referee-assignments {assignments: [{matchId, refereeId|null}]}` (admin,
 * refereeassignor) → `{ matches, warnings }`; a warning per overlapping booking (allowed, but said).
 */
export async function assignReferees(tournamentId: string, input: AssignRefereesInput) {
  return api.post(`/tournaments/${encodeURIComponent(tournamentId)}/referee-assignments`, input, { schema: assignmentResultSchema });
}

export function useAssignReferees(tournamentId: string) {
  const after = useAfterAssignment(tournamentId);
  return useMutation({ mutationFn: (input: AssignRefereesInput) => assignReferees(tournamentId, input), onSuccess: after });
}
