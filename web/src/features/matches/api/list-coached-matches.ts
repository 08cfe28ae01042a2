import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { matchesKeys } from './match-keys';
import { matchViewSchema } from './match-view';

const coachedSchema = z.object({ matches: z.array(matchViewSchema) });

/** `GET /api/matches/coached` (coach) → `{ matches }` of the teams they coach: today's first, then upcoming, then past. */
export async function listCoachedMatches(signal?: AbortSignal) {
  return api.get('/matches/coached', { schema: coachedSchema, ...(signal ? { signal } : {}) });
}

export const coachedMatchesQueryOptions = () =>
  queryOptions({ queryKey: matchesKeys.coached(), queryFn: ({ signal }) => listCoachedMatches(signal) });

export function useCoachedMatches() {
  return useQuery({ ...coachedMatchesQueryOptions(), refetchInterval: 30_000 });
}
