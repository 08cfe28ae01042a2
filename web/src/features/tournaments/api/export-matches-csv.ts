import { useMutation } from '@tanstack/react-query';
import { apiDownload, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath } from './tournament-change';

/**
 * `GET /api/tournaments/{id}/matches.csv`: every match in the columns the spreadsheet import reads
 * (UTF-8 with BOM, formula-safe), so an edited export imports back.
 */
export async function exportMatchesCsv(orgId: string | undefined, tournamentId: string) {
  return apiDownload(tournamentPath(tournamentId, 'matches.csv'), { headers: organizationHeaders(orgId) });
}

export function useExportMatchesCsv(orgId: string | undefined, tournamentId: string) {
  return useMutation({ mutationFn: () => exportMatchesCsv(orgId, tournamentId) });
}
