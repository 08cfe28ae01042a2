import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../../features/account/api/get-me';
import { Welcome } from '../../app/welcome';

export const Route = createFileRoute('/_authenticated/home')({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: Welcome,
});
