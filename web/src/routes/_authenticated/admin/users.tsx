import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AccessDenied } from '../../../components/access-denied';
import { actingOrganizationOf, useActingOrganization } from '../../../features/account/acting-organization';
import { meQueryOptions, useMe } from '../../../features/account/api/get-me';
import { requireAnyRole } from '../../../features/auth/guards';
import { usersQueryOptions, type UsersFilter } from '../../../features/users/api/list-users';
import { UsersPage } from '../../../features/users/components/users-page';
import { usersSearchSchema } from '../../../features/users/users-search';

/** Admins only (the API refuses anyone else with 403): the acting organization's members. */
export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: usersSearchSchema,
  beforeLoad: ({ context }) => requireAnyRole(context.auth, ['admin']),
  loaderDeps: ({ search }) => ({ search: search.search, role: search.role }),
  loader: async ({ context, deps }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    const org = actingOrganizationOf(me);
    if (org?.roles.includes('admin')) await context.queryClient.ensureQueryData(usersQueryOptions(org.orgId, deps));
  },
  component: UsersRoute,
});

function UsersRoute() {
  const { data: me } = useMe();
  const { current } = useActingOrganization();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFilterChange = useCallback((filter: UsersFilter) => void navigate({ search: { search: filter.search || undefined, role: filter.role }, replace: true }), [navigate]);

  if (current && !current.roles.includes('admin')) {
    return <AccessDenied detail={`You are not an admin of ${current.name}. Switch to an organization you administer to manage its users.`} />;
  }
  return <UsersPage orgId={current?.orgId} orgName={current?.name} currentUid={me.uid} filter={search} onFilterChange={onFilterChange} />;
}
