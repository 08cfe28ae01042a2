import { exportEntriesCsvRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, organizationHeaders } from '../../../lib/api-client';
import { routeUrlPath } from '../../../lib/call-route';

/** `GET …/registration/entries.csv`: every applied team of the tournament (division, status, position, contact, fee). */
export async function exportEntriesCsv(orgId: string | undefined, tournamentId: string) {
  return apiDownload(routeUrlPath(exportEntriesCsvRoute, { tournamentId }), { headers: organizationHeaders(orgId) });
}

export function useExportEntriesCsv(orgId: string | undefined, tournamentId: string) {
  return useMutation({ mutationFn: () => exportEntriesCsv(orgId, tournamentId) });
}
