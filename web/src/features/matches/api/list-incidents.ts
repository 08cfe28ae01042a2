import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { matchesKeys, matchPath } from './match-keys';

export const incidentSchema = z.object({
  incidentId: z.string(),
  teamType: z.enum(['home', 'away']),
  playerName: z.string(),
  minute: z.number().optional(),
  injury: z.string(),
  treatment: z.string(),
  returnedToPlay: z.boolean(),
  recordedBy: z.string(),
  recordedByName: z.string(),
  recordedAt: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;

const listSchema = z.object({ incidents: z.array(incidentSchema) });

/** `GET …/incidents` (`can.readIncidents`: admins, medics, linked tournament admins, a side's coach) → `{ incidents }`. */
export async function listIncidents(tournamentId: string, matchId: string, signal?: AbortSignal) {
  return api.get(`${matchPath(tournamentId, matchId)}/incidents`, { schema: listSchema, ...(signal ? { signal } : {}) });
}

export const incidentsQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({ queryKey: matchesKeys.incidents(tournamentId, matchId), queryFn: ({ signal }) => listIncidents(tournamentId, matchId, signal) });

export function useIncidents(tournamentId: string, matchId: string, enabled: boolean) {
  return useQuery({ ...incidentsQueryOptions(tournamentId, matchId), enabled });
}
