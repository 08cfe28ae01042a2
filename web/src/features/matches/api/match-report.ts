import { fileMatchReportRoute, getMatchReportRoute, type FileMatchReportInput } from '@pitchside/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/** Under the match's key, so a match's reads go together. */
const reportKey = (tournamentId: string, matchId: string) => ['matches', 'match', tournamentId, matchId, 'report'] as const;

/** `GET …/report` (the organizer, the assignor, the match's referee) → `{ report, revisions }`; report null until filed. */
export function useMatchReport(tournamentId: string, matchId: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKey(tournamentId, matchId),
    queryFn: ({ signal }) => callRoute(getMatchReportRoute, { params: { tournamentId, matchId }, signal }),
    enabled,
  });
}

/** `PUT …/report` (the match's referee): files the report, or amends it with the version read. */
export function useFileMatchReport(tournamentId: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FileMatchReportInput) => callRoute(fileMatchReportRoute, { params: { tournamentId, matchId }, body: input }),
    onSuccess: (answer) => queryClient.setQueryData(reportKey(tournamentId, matchId), answer),
  });
}
