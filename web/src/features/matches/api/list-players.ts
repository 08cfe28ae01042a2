import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { matchesKeys } from './match-keys';

const playerSchema = z.object({ playerId: z.string(), name: z.string(), jerseyNumber: z.number().nullable() });
export type RosterPlayer = z.infer<typeof playerSchema>;

const playersSchema = z.object({ players: z.array(playerSchema) });

/** `GET /api/teams/{teamId}/players` (admin, tournamentadmin, the team's coach) → `{ team, players }` by jersey number. */
export async function listPlayers(orgId: string | undefined, teamId: string, signal?: AbortSignal) {
  return api.get(`/teams/${encodeURIComponent(teamId)}/players`, { headers: organizationHeaders(orgId), schema: playersSchema, ...(signal ? { signal } : {}) });
}

export const playersQueryOptions = (orgId: string | undefined, teamId: string) =>
  queryOptions({ queryKey: matchesKeys.players(orgId, teamId), queryFn: ({ signal }) => listPlayers(orgId, teamId, signal), staleTime: 10 * 60_000 });

/** A roster for the scorer picker; stays idle without a team id (the picker then offers 'Unknown player'). */
export function usePlayers(orgId: string | undefined, teamId: string | null | undefined) {
  return useQuery({ ...playersQueryOptions(orgId, teamId ?? ''), enabled: Boolean(teamId), retry: false });
}
