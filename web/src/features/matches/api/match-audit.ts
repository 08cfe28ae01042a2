import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { matchesKeys, matchPath } from './match-keys';

const auditEventSchema = z.object({
  seq: z.number(),
  eventId: z.string(),
  type: z.string(),
  event: z.record(z.string(), z.unknown()),
  at: z.string(),
  by: z.string(),
  byName: z.string(),
  recordedAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const auditSchema = z.object({ events: z.array(auditEventSchema) });

/** `GET …/events` (`can.audit`: admins, linked tournament admins) → `{ events }`: who did what to the score, in log order. */
export async function matchAudit(tournamentId: string, matchId: string, signal?: AbortSignal) {
  return api.get(`${matchPath(tournamentId, matchId)}/events`, { schema: auditSchema, ...(signal ? { signal } : {}) });
}

export const matchAuditQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({ queryKey: matchesKeys.audit(tournamentId, matchId), queryFn: ({ signal }) => matchAudit(tournamentId, matchId, signal) });

export function useMatchAudit(tournamentId: string, matchId: string, enabled: boolean) {
  return useQuery({ ...matchAuditQueryOptions(tournamentId, matchId), enabled });
}
