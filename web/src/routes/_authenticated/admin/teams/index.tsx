import { createFileRoute } from '@tanstack/react-router';
import { actingOrganizationOf, useActingOrganization } from '../../../../features/account/acting-organization';
import { meQueryOptions, useMe } from '../../../../features/account/api/get-me';
import { requireAnyRole } from '../../../../features/auth/guards';
import { teamsQueryOptions } from '../../../../features/teams/api/list-teams';
import { TeamsPage } from '../../../../features/teams/components/teams-page';
import { TEAM_ROLES, teamsAccess } from '../../../../features/teams/team-access';

/** Admins manage the organization's teams, tournament admins read them, coaches see their own. */
export const Route = createFileRoute('/_authenticated/admin/teams/')({
  beforeLoad: ({ context }) => requireAnyRole(context.auth, TEAM_ROLES),
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    await context.queryClient.ensureQueryData(teamsQueryOptions(actingOrganizationOf(me, TEAM_ROLES)?.orgId));
  },
  component: TeamsRoute,
});

function TeamsRoute() {
  const { data: me } = useMe();
  const { current } = useActingOrganization(TEAM_ROLES);
  return <TeamsPage orgId={current?.orgId} orgName={current?.name} access={teamsAccess(current?.roles ?? me.roles)} currentUid={me.uid} />;
}
