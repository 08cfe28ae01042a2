import { incidentSchema, listIncidentsRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { callRoute } from '../../../lib/call-route';
import { matchesKeys } from '../../../api/matches/match-keys';

export { incidentSchema };
export type Incident = z.infer<typeof incidentSchema>;

/** `GET …/incidents` (`can.readIncidents`: admins, medics, linked tournament admins, a side's coach) → `{ incidents }`. */
export async function listIncidents(tournamentId: string, matchId: string, signal?: AbortSignal) {
  return callRoute(listIncidentsRoute, { params: { tournamentId, matchId }, ...(signal ? { signal } : {}) });
}

export const incidentsQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({ queryKey: matchesKeys.incidents(tournamentId, matchId), queryFn: ({ signal }) => listIncidents(tournamentId, matchId, signal) });

export function useIncidents(tournamentId: string, matchId: string, enabled: boolean) {
  return useQuery({ ...incidentsQueryOptions(tournamentId, matchId), enabled });
}
