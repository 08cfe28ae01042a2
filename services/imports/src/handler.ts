import { ORGANIZATION_HEADER } from '@pitchside/shared';
import { createHttpHandler, fileResult, ok, type HttpRequest } from '@pitchside/core/http';
import { exportMatchesCsv } from './use-cases/export-csv';
import { getImport } from './use-cases/get-import';
import { processExcel } from './use-cases/process-excel';
import { startImport } from './use-cases/start-import';
import { productionPorts } from './wiring';

const ports = productionPorts();

const org = (request: HttpRequest) => request.headers[ORGANIZATION_HEADER];

export const handler = createHttpHandler('imports', {
  startImport: async (request) => ({
    status: 201,
    body: await startImport(ports, request.actor, org(request), request.input.params.tournamentId, request.input.body),
  }),
  getImport: async (request) => ok(await getImport(ports, request.actor, org(request), request.input.params.importId)),
  exportMatchesCsv: async (request) => {
    const csv = await exportMatchesCsv(ports, request.actor, org(request), request.input.params.tournamentId);
    return fileResult({ contentType: 'text/csv; charset=utf-8', content: csv.content, fileName: csv.fileName });
  },
  processExcel: async (request) => ok(await processExcel(ports, request.actor, org(request), request.input.body)),
});
