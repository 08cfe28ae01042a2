import { type auditEventSchema, matchAuditRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { callRoute } from '../../../lib/call-route';
import { matchesKeys } from '../../../api/matches/match-keys';

export type AuditEvent = z.infer<typeof auditEventSchema>;

/** `GET …/events` (`can.audit`: admins, linked tournament admins) → `{ events }`: who did what to the score, in log order. */
export async function matchAudit(tournamentId: string, matchId: string, signal?: AbortSignal) {
  return callRoute(matchAuditRoute, { params: { tournamentId, matchId }, ...(signal ? { signal } : {}) });
}

export const matchAuditQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({ queryKey: matchesKeys.audit(tournamentId, matchId), queryFn: ({ signal }) => matchAudit(tournamentId, matchId, signal) });

export function useMatchAudit(tournamentId: string, matchId: string, enabled: boolean) {
  return useQuery({ ...matchAuditQueryOptions(tournamentId, matchId), enabled });
}
