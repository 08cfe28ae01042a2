import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../../../features/registration/components/register-page';

/**
 * `/t/$tournamentId/register`: clubs apply with their teams (issue 32). A component only, split into a chunk
 * of its own (it reads the registration itself): nothing of the form reaches the other public pages, and
 * the route costs their boot as little as a route can.
 */
export const Route = createFileRoute('/_public/t/$tournamentId/register')({
  component: RegisterRoute,
});

function RegisterRoute() {
  const { tournamentId } = Route.useParams();
  return <RegisterPage tournamentId={tournamentId} />;
}
