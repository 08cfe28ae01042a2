import { decideSuspensionRoute, listDisciplineRoute, putDisciplineRulesRoute, teamSuspensionsRoute, type DisciplineDecisionInput, type DisciplineRules } from '@pitchside/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { matchesKeys } from '../../../api/matches/match-keys';

/**
 * Discipline (docs/tournaments-and-matches.md, "Discipline"): the organizer's rules and disciplinary list,
 * decisions with a reason, and a team's suspensions for its coach. Every answer is computed by the server
 * from the cards as they stand, so a decision re-reads the list rather than patching it here.
 */
export function useDisciplineList(tournamentId: string) {
  return useQuery({ queryKey: matchesKeys.discipline(tournamentId), queryFn: ({ signal }) => callRoute(listDisciplineRoute, { params: { tournamentId }, signal }), refetchInterval: 15_000 });
}

export function useSaveDisciplineRules(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: DisciplineRules) => callRoute(putDisciplineRulesRoute, { params: { tournamentId }, body: rules }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: matchesKeys.discipline(tournamentId) }),
  });
}

export function useDecideSuspension(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisciplineDecisionInput) => callRoute(decideSuspensionRoute, { params: { tournamentId }, body: input }),
    // The rosters the console reads carry eligibility: they change with the decision.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['matches'] }),
  });
}

export function useTeamSuspensions(tournamentId: string, teamKey: string | null) {
  return useQuery({
    queryKey: matchesKeys.suspensions(tournamentId, teamKey ?? ''),
    queryFn: ({ signal }) => callRoute(teamSuspensionsRoute, { params: { tournamentId, teamKey: teamKey ?? '' }, signal }),
    enabled: Boolean(teamKey),
  });
}
