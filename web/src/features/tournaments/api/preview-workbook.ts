import { useMutation } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { workbookPreviewSchema } from '@pitchside/shared';

/**
 * `POST /api/files/process-excel {data}` (the file as base64, spec §7) → what an import would add, its
 * rows and every problem with sheet, row and column. Nothing is written. 400 with the reason for a file
 * that is no workbook or over the preview limit.
 */
export async function previewWorkbook(orgId: string | undefined, base64: string) {
  return api.post('/files/process-excel', { data: base64 }, { schema: workbookPreviewSchema, headers: organizationHeaders(orgId) });
}

export function usePreviewWorkbook(orgId: string | undefined) {
  return useMutation({ mutationFn: (base64: string) => previewWorkbook(orgId, base64) });
}
