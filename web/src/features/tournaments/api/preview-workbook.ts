import { useMutation } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { processExcelRoute } from '@pitchside/shared';

/**
 * `POST /api/files/process-excel {data}` (the file as base64, spec §7) → what an import would add, its
 * rows and every problem with sheet, row and column. Nothing is written. 400 with the reason for a file
 * that is no workbook or over the preview limit.
 */
export async function previewWorkbook(orgId: string | undefined, base64: string) {
  return callRoute(processExcelRoute, { body: { data: base64 }, headers: organizationHeaders(orgId) });
}

export function usePreviewWorkbook(orgId: string | undefined) {
  return useMutation({ mutationFn: (base64: string) => previewWorkbook(orgId, base64) });
}
