import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { matchesKeys } from './match-keys';

const matchSummarySchema = z.object({
  matchId: z.string(),
  tournamentId: z.string(),
  division: z.string(),
  date: z.string(),
  time: z.string(),
  field: z.string().nullable(),
  bracket: z.string().nullable(),
  homeTeam: z.string(),
  homeClub: z.string().nullable(),
  awayTeam: z.string(),
  awayClub: z.string().nullable(),
  status: z.string(),
  homeScore: z.number(),
  awayScore: z.number(),
  refereeId: z.string().nullable(),
  refereeName: z.string().nullable(),
  /** Running late: minutes after `time` it is expected to kick off (absent: on time). */
  delayMinutes: z.number().optional(),
  /** Knockout matches only: the bracket place (shared `PublicKnockout`). */
  knockout: z
    .object({
      code: z.string(), roundName: z.string(), order: z.number(), homeLabel: z.string(), awayLabel: z.string(),
      homeSource: z.string().nullable(), awaySource: z.string().nullable(), extraTime: z.boolean(),
      homePenalties: z.number().nullable(), awayPenalties: z.number().nullable(),
    })
    .optional(),
});
export type TournamentMatch = z.infer<typeof matchSummarySchema>;

const listSchema = z.object({ matches: z.array(matchSummarySchema) });

/** `GET /api/tournaments/{t}/matches` (admin, tournamentadmin; `x-pitchside-org`) → `{ matches }` (MatchSummary). */
export async function listTournamentMatches(orgId: string | undefined, tournamentId: string, signal?: AbortSignal) {
  return api.get(`/tournaments/${encodeURIComponent(tournamentId)}/matches`, { headers: organizationHeaders(orgId), schema: listSchema, ...(signal ? { signal } : {}) });
}

export const tournamentMatchesQueryOptions = (orgId: string | undefined, tournamentId: string) =>
  queryOptions({ queryKey: matchesKeys.tournamentMatches(orgId, tournamentId), queryFn: ({ signal }) => listTournamentMatches(orgId, tournamentId, signal) });

export function useTournamentMatches(orgId: string | undefined, tournamentId: string | undefined, refreshMs: number | false = false) {
  return useQuery({ ...tournamentMatchesQueryOptions(orgId, tournamentId ?? ''), enabled: Boolean(tournamentId), refetchInterval: refreshMs });
}
