/**
 * Query keys of the organizer's registration reads: under the tournament (overview, each division's
 * entries), so one invalidation after a decision refreshes the counts and every list. The public page's key
 * is beside its read (api/get-public-registration.ts): a module both halves import would be a chunk of its own.
 */
export const registrationKeys = {
  all: ['registration'] as const,
  tournament: (orgId: string | undefined, tournamentId: string) => ['registration', orgId ?? 'only', tournamentId] as const,
  overview: (orgId: string | undefined, tournamentId: string) => [...registrationKeys.tournament(orgId, tournamentId), 'overview'] as const,
  entries: (orgId: string | undefined, tournamentId: string, divisionId: string, status: string | undefined) =>
    [...registrationKeys.tournament(orgId, tournamentId), 'entries', divisionId, status ?? 'all'] as const,
};
