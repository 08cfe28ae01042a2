import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { matchesKeys } from './match-keys';

const tournamentOptionSchema = z.object({ tournamentId: z.string(), name: z.string(), startDate: z.string(), endDate: z.string(), draft: z.boolean() });
export type TournamentOption = z.infer<typeof tournamentOptionSchema>;

const listSchema = z.object({ tournaments: z.array(tournamentOptionSchema) });

/** `GET /api/tournaments` (admin, tournamentadmin; `x-pitchside-org`) → `{ tournaments }`, latest first: the picker's choices. */
export async function listTournaments(orgId: string | undefined, signal?: AbortSignal) {
  return api.get('/tournaments', { headers: organizationHeaders(orgId), schema: listSchema, ...(signal ? { signal } : {}) });
}

export const tournamentsQueryOptions = (orgId: string | undefined) =>
  queryOptions({ queryKey: matchesKeys.tournaments(orgId), queryFn: ({ signal }) => listTournaments(orgId, signal) });

export function useTournaments(orgId: string | undefined, enabled: boolean) {
  return useQuery({ ...tournamentsQueryOptions(orgId), enabled });
}
