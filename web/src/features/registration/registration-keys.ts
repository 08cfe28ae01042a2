/**
 * Query keys of the registration: the organizer's reads sit under the tournament (overview, each division's
 * entries), so one invalidation after a decision refreshes the counts and every list; the public read has its
 * own key (no organization).
 */
export const registrationKeys = {
  all: ['registration'] as const,
  tournament: (orgId: string | undefined, tournamentId: string) => ['registration', orgId ?? 'only', tournamentId] as const,
  overview: (orgId: string | undefined, tournamentId: string) => [...registrationKeys.tournament(orgId, tournamentId), 'overview'] as const,
  entries: (orgId: string | undefined, tournamentId: string, divisionId: string, status: string | undefined) =>
    [...registrationKeys.tournament(orgId, tournamentId), 'entries', divisionId, status ?? 'all'] as const,
  public: (tournamentId: string) => ['registration', 'public', tournamentId] as const,
};
