/** Query keys of match reads (a tournament's own reads are under tournamentsKeys). Organizer lists carry the organization they were read for. */
export const matchesKeys = {
  all: ['matches'] as const,
  assigned: () => ['matches', 'assigned'] as const,
  coached: () => ['matches', 'coached'] as const,
  today: () => ['matches', 'today'] as const,
  match: (tournamentId: string, matchId: string) => ['matches', 'match', tournamentId, matchId] as const,
  incidents: (tournamentId: string, matchId: string) => ['matches', 'match', tournamentId, matchId, 'incidents'] as const,
  audit: (tournamentId: string, matchId: string) => ['matches', 'match', tournamentId, matchId, 'audit'] as const,
  disputes: (tournamentId: string) => ['matches', 'disputes', tournamentId] as const,
  discipline: (tournamentId: string) => ['matches', 'discipline', tournamentId] as const,
  suspensions: (tournamentId: string, teamKey: string) => ['matches', 'discipline', tournamentId, 'team', teamKey] as const,
  referees: (orgId: string | undefined) => ['matches', 'referees', orgId ?? null] as const,
  rosters: (tournamentId: string, matchId: string) => ['matches', 'rosters', tournamentId, matchId] as const,
};
