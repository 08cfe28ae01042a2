import { createFileRoute } from '@tanstack/react-router';
import { TeamSheet } from '../../../../../features/check-in/components/team-sheet';

/** A team's sheet and passes: its coach's and the organizer's (the API refuses anyone else). */
export const Route = createFileRoute('/_authenticated/admin/check-in/$tournamentId/$teamKey')({
  component: SheetRoute,
});

function SheetRoute() {
  const { tournamentId, teamKey } = Route.useParams();
  return <TeamSheet key={`${tournamentId}/${teamKey}`} tournamentId={tournamentId} teamKey={teamKey} />;
}
