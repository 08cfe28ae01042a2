import { recordIncidentRoute, type RecordIncidentInput } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { matchesKeys } from '../../../api/matches/match-keys';

/** `POST …/incidents {teamType, playerName, minute?, injury, treatment, returnedToPlay}` (medic) → 201 the incident. */
export async function recordIncident(tournamentId: string, matchId: string, input: RecordIncidentInput) {
  return callRoute(recordIncidentRoute, { params: { tournamentId, matchId }, body: input });
}

export function useRecordIncident(tournamentId: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordIncidentInput) => recordIncident(tournamentId, matchId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesKeys.incidents(tournamentId, matchId) }),
  });
}
