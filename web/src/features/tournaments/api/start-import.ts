import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { startImportRoute } from '@pitchside/shared';

/**
 * `POST /api/tournaments/{id}/imports {fileName, size}` → 201 `{ importId, status: 'queued', upload }`: the
 * job is recorded and the browser gets a presigned PUT for exactly `size` bytes. 400 for a name that is
 * not .xlsx or a size over the limit.
 */
export async function startImport(orgId: string | undefined, tournamentId: string, file: { name: string; size: number }) {
  return callRoute(startImportRoute, { params: { tournamentId }, body: { fileName: file.name, size: file.size }, headers: organizationHeaders(orgId) });
}
