/**
 * Query keys of this feature: everything under ['tournaments', orgId] is one organization's; a
 * tournament's detail, matches, admins and imports sit under its own key, so one invalidation after a
 * change (an import, a new division) refreshes the whole manage page.
 */
export const tournamentsKeys = {
  all: ['tournaments'] as const,
  ofOrganization: (orgId: string | undefined) => ['tournaments', orgId ?? 'only'] as const,
  list: (orgId: string | undefined) => [...tournamentsKeys.ofOrganization(orgId), 'list'] as const,
  tournament: (orgId: string | undefined, tournamentId: string) => [...tournamentsKeys.ofOrganization(orgId), 'tournament', tournamentId] as const,
  detail: (orgId: string | undefined, tournamentId: string) => [...tournamentsKeys.tournament(orgId, tournamentId), 'detail'] as const,
  matches: (orgId: string | undefined, tournamentId: string, division: string | undefined) => [...tournamentsKeys.tournament(orgId, tournamentId), 'matches', division ?? ''] as const,
  admins: (orgId: string | undefined, tournamentId: string) => [...tournamentsKeys.tournament(orgId, tournamentId), 'admins'] as const,
  importJob: (orgId: string | undefined, importId: string) => [...tournamentsKeys.ofOrganization(orgId), 'import', importId] as const,
  /** Lists from other parts of the organization the manage page picks from (members, teams). */
  candidates: (orgId: string | undefined, what: 'tournamentadmins' | 'teams') => [...tournamentsKeys.ofOrganization(orgId), 'candidates', what] as const,
};

/**
 * Every read of one tournament (detail, matches of any division, admins), whichever organization it was
 * read for: for a change made where the organization is not at hand (a referee assignment, a reset, a
 * resolved dispute), so the tables and match lists of every screen refresh, not only the one acting.
 */
export function tournamentReads(tournamentId: string) {
  return { queryKey: tournamentsKeys.all, predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[2] === 'tournament' && queryKey[3] === tournamentId };
}
