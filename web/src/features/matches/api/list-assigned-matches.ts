import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { matchesKeys } from './match-keys';
import { matchViewSchema } from './match-view';

const assignedSchema = z.object({ matches: z.array(matchViewSchema) });

/** `GET /api/matches/assigned` (referee) → `{ matches }`, today's first, then upcoming, then past. */
export async function listAssignedMatches(signal?: AbortSignal) {
  return api.get('/matches/assigned', { schema: assignedSchema, ...(signal ? { signal } : {}) });
}

export const assignedMatchesQueryOptions = () =>
  queryOptions({ queryKey: matchesKeys.assigned(), queryFn: ({ signal }) => listAssignedMatches(signal) });

export function useAssignedMatches() {
  return useQuery({ ...assignedMatchesQueryOptions(), refetchInterval: 15_000 });
}
