/**
 * Query keys of the scheduling feature: everything under one tournament's key, so a change to the
 * schedule (a move, a generation, a restore) refreshes the board and the versions in one invalidation.
 */
export const scheduleKeys = {
  all: ['scheduling'] as const,
  tournament: (orgId: string | undefined, tournamentId: string) => ['scheduling', orgId ?? 'only', tournamentId] as const,
  setup: (orgId: string | undefined, tournamentId: string) => [...scheduleKeys.tournament(orgId, tournamentId), 'setup'] as const,
  view: (orgId: string | undefined, tournamentId: string) => [...scheduleKeys.tournament(orgId, tournamentId), 'view'] as const,
  versions: (orgId: string | undefined, tournamentId: string) => [...scheduleKeys.tournament(orgId, tournamentId), 'versions'] as const,
  comparison: (orgId: string | undefined, tournamentId: string, versionId: string) => [...scheduleKeys.versions(orgId, tournamentId), versionId] as const,
};
