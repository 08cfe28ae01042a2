import {
  getPayRatesRoute,
  markStatementPaidRoute,
  myPayStatementsRoute,
  paySummaryCsvRoute,
  paySummaryRoute,
  payStatementCsvRoute,
  payStatementPdfRoute,
  payStatementRoute,
  putPayRatesRoute,
  type PayRatesInput,
} from '@pitchside/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, organizationHeaders } from '../../../lib/api-client';
import { callRoute, routeUrlPath } from '../../../lib/call-route';

/** Query keys of referee pay: the organizer's reads carry the organization they were read for. */
export const payKeys = {
  rates: (orgId: string | undefined, tournamentId: string) => ['refereePay', 'rates', orgId ?? null, tournamentId] as const,
  summary: (orgId: string | undefined, tournamentId: string) => ['refereePay', 'summary', orgId ?? null, tournamentId] as const,
  statement: (tournamentId: string, refereeId: string) => ['refereePay', 'statement', tournamentId, refereeId] as const,
  mine: () => ['refereePay', 'mine'] as const,
};

export function usePayRates(orgId: string | undefined, tournamentId: string) {
  return useQuery({
    queryKey: payKeys.rates(orgId, tournamentId),
    queryFn: ({ signal }) => callRoute(getPayRatesRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), signal }),
  });
}

export function useSavePayRates(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayRatesInput) => callRoute(putPayRatesRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(payKeys.rates(orgId, tournamentId), answer);
      void queryClient.invalidateQueries({ queryKey: payKeys.summary(orgId, tournamentId) });
    },
  });
}

export function usePaySummary(orgId: string | undefined, tournamentId: string) {
  return useQuery({
    queryKey: payKeys.summary(orgId, tournamentId),
    queryFn: ({ signal }) => callRoute(paySummaryRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), signal }),
  });
}

export function useMarkPaid(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refereeId, total }: { refereeId: string; total: number }) =>
      callRoute(markStatementPaidRoute, { params: { tournamentId, refereeId }, headers: organizationHeaders(orgId), body: { total } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: payKeys.summary(orgId, tournamentId) });
      void queryClient.invalidateQueries({ queryKey: payKeys.rates(orgId, tournamentId) });
    },
  });
}

export function useMyStatements() {
  return useQuery({ queryKey: payKeys.mine(), queryFn: ({ signal }) => callRoute(myPayStatementsRoute, { signal }) });
}

export function useStatement(tournamentId: string, refereeId: string, enabled: boolean) {
  return useQuery({
    queryKey: payKeys.statement(tournamentId, refereeId),
    queryFn: ({ signal }) => callRoute(payStatementRoute, { params: { tournamentId, refereeId }, signal }),
    enabled,
  });
}

/** The payroll CSV, its header row in the language on screen. */
export function useDownloadSummaryCsv(orgId: string | undefined, tournamentId: string) {
  return useMutation({ mutationFn: (lang: string) => apiDownload(routeUrlPath(paySummaryCsvRoute, { tournamentId }), { query: { lang }, headers: organizationHeaders(orgId) }) });
}

/** A statement as CSV or PDF, in the language on screen. */
export function useDownloadStatement(tournamentId: string, refereeId: string) {
  return useMutation({
    mutationFn: ({ kind, lang }: { kind: 'csv' | 'pdf'; lang: string }) =>
      apiDownload(routeUrlPath(kind === 'csv' ? payStatementCsvRoute : payStatementPdfRoute, { tournamentId, refereeId }), { query: { lang } }),
  });
}
