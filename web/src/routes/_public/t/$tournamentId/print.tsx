import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { publicMatchesQueryOptions } from '../../../../features/public/api/list-public-matches';
import { PrintSchedulePage } from '../../../../features/public/print/print-schedule-page';

/** Search of the printable schedule: how to arrange it, one day, one team. A bad value falls back to the default. */
const printSearchSchema = z.object({
  by: z.enum(['day', 'pitch', 'team']).catch('day').default('day'),
  date: z.iso.date().optional().catch(undefined),
  team: z.string().min(1).max(200).optional().catch(undefined),
  pitch: z.string().min(1).max(200).optional().catch(undefined),
});

/** `/t/$tournamentId/print`: the published schedule by day, pitch or team, to print or download as PDF. */
export const Route = createFileRoute('/_public/t/$tournamentId/print')({
  validateSearch: printSearchSchema,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(publicMatchesQueryOptions(params.tournamentId)),
  component: PrintRoute,
});

function PrintRoute() {
  const { tournamentId } = Route.useParams();
  const search = Route.useSearch();
  return <PrintSchedulePage tournamentId={tournamentId} search={search} />;
}
