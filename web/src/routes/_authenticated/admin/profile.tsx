import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../../../features/account/api/get-me';
import { ProfilePage } from '../../../features/account/components/profile-page';

/** Any signed-in user: their own profile. */
export const Route = createFileRoute('/_authenticated/admin/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: ProfilePage,
});
