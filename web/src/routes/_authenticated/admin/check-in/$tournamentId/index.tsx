import { createFileRoute } from '@tanstack/react-router';
import { CheckInDesk } from '../../../../../features/check-in/components/check-in-desk';

/** The check-in desk of one tournament: the organizer's (docs/decisions/0065); the API answers anyone else with 403/404. */
export const Route = createFileRoute('/_authenticated/admin/check-in/$tournamentId/')({
  component: DeskRoute,
});

function DeskRoute() {
  const { tournamentId } = Route.useParams();
  return <CheckInDesk key={tournamentId} tournamentId={tournamentId} />;
}
