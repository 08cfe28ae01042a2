/** Query keys of this feature: everything under ['teams', orgId] is one organization's teams and rosters. */
export const teamsKeys = {
  all: ['teams'] as const,
  ofOrganization: (orgId: string | undefined) => ['teams', orgId ?? 'only'] as const,
  list: (orgId: string | undefined) => [...teamsKeys.ofOrganization(orgId), 'list'] as const,
  roster: (orgId: string | undefined, teamId: string) => [...teamsKeys.ofOrganization(orgId), 'roster', teamId] as const,
  coaches: (orgId: string | undefined) => [...teamsKeys.ofOrganization(orgId), 'coaches'] as const,
};
