import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { matchesKeys } from './match-keys';

const standingsRowSchema = z.object({
  teamKey: z.string(),
  team: z.string(),
  club: z.string().nullable(),
  division: z.string(),
  bracket: z.string(),
  teamId: z.string().nullable(),
  MP: z.number(), W: z.number(), D: z.number(), L: z.number(), GF: z.number(), GA: z.number(), GD: z.number(), PTS: z.number(),
  position: z.number(),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

const tournamentSchema = z.object({
  tournament: z.object({
    tournamentId: z.string(),
    name: z.string(),
    permissions: z.object({ manage: z.boolean(), delete: z.boolean(), manageAdmins: z.boolean() }),
    structure: z.object({ teams: z.array(standingsRowSchema) }),
  }),
});

/**
 * `GET /api/tournaments/{t}` (admin, tournamentadmin; `x-pitchside-org`) → `{ tournament }`; read here for its
 * teams: each one's table row (MP W D L GF GA GD PTS position, kept by the standings service) and teamId.
 */
export async function getTournament(orgId: string | undefined, tournamentId: string, signal?: AbortSignal) {
  return api.get(`/tournaments/${encodeURIComponent(tournamentId)}`, { headers: organizationHeaders(orgId), schema: tournamentSchema, ...(signal ? { signal } : {}) });
}

export const tournamentQueryOptions = (orgId: string | undefined, tournamentId: string) =>
  queryOptions({ queryKey: matchesKeys.tournament(orgId, tournamentId), queryFn: ({ signal }) => getTournament(orgId, tournamentId, signal) });

/**
 * `refreshMs`: the division table follows results without a reload by re-reading while the page is
 * visible (TanStack Query stops interval refetches in a hidden tab).
 */
export function useTournament(orgId: string | undefined, tournamentId: string | undefined, refreshMs: number | false = false) {
  return useQuery({ ...tournamentQueryOptions(orgId, tournamentId ?? ''), enabled: Boolean(tournamentId), refetchInterval: refreshMs });
}
