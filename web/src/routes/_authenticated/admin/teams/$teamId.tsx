import { createFileRoute, notFound } from '@tanstack/react-router';
import { actingOrganizationOf, useActingOrganization } from '../../../../features/account/acting-organization';
import { meQueryOptions, useMe } from '../../../../features/account/api/get-me';
import { requireAnyRole } from '../../../../features/auth/guards';
import { rosterQueryOptions } from '../../../../features/teams/api/get-roster';
import { TeamNotFound } from '../../../../features/teams/components/team-not-found';
import { TeamPage } from '../../../../features/teams/components/team-page';
import { TEAM_ROLES } from '../../../../features/teams/team-access';
import { ApiError } from '../../../../lib/api-client';

/**
 * One team and its roster. A coach reaches only the teams they coach: any other is 'Team document does
 * not exist.' (the API answers 404, whether or not it exists); a refused action is 403.
 */
export const Route = createFileRoute('/_authenticated/admin/teams/$teamId')({
  beforeLoad: ({ context }) => requireAnyRole(context.auth, TEAM_ROLES),
  loader: async ({ context, params }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    try {
      await context.queryClient.ensureQueryData(rosterQueryOptions(actingOrganizationOf(me, TEAM_ROLES)?.orgId, params.teamId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <TeamNotFound />,
  component: TeamRoute,
});

function TeamRoute() {
  const { data: me } = useMe();
  const { current } = useActingOrganization(TEAM_ROLES);
  const { teamId } = Route.useParams();
  return <TeamPage orgId={current?.orgId} teamId={teamId} roles={current?.roles ?? me.roles} currentUid={me.uid} />;
}
