import { exportMatchesCsvRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, organizationHeaders } from '../../../lib/api-client';
import { routeUrlPath } from '../../../lib/call-route';

/**
 * `GET /api/tournaments/{id}/matches.csv`: every match in the columns the spreadsheet import reads
 * (UTF-8 with BOM, formula-safe), so an edited export imports back.
 */
export async function exportMatchesCsv(orgId: string | undefined, tournamentId: string) {
  return apiDownload(routeUrlPath(exportMatchesCsvRoute, { tournamentId }), { headers: organizationHeaders(orgId) });
}

export function useExportMatchesCsv(orgId: string | undefined, tournamentId: string) {
  return useMutation({ mutationFn: () => exportMatchesCsv(orgId, tournamentId) });
}
