import { createFileRoute, redirect } from '@tanstack/react-router';

// Until the public site lands on `/`, the root leads to the signed-in home (which guards itself).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});
