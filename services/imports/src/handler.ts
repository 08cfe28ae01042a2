import { ORGANIZATION_HEADER } from '@pitchside/shared';
import { createHttpHandler, fileResult, ok, parseInput, UnauthorizedError, type Actor, type HttpRequest } from '@pitchside/core';
import { processExcelInputSchema, startImportInputSchema } from './api';
import { exportMatchesCsv } from './use-cases/export-csv';
import { getImport } from './use-cases/get-import';
import { processExcel } from './use-cases/process-excel';
import { startImport } from './use-cases/start-import';
import { productionPorts } from './wiring';

const ports = productionPorts();

function signedIn(request: HttpRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

const org = (request: HttpRequest) => request.headers[ORGANIZATION_HEADER];

export const handler = createHttpHandler('imports', {
  startImport: async (request) => ({
    status: 201,
    body: await startImport(ports, signedIn(request), org(request), request.params.tournamentId ?? '', parseInput(startImportInputSchema, request.body)),
  }),
  getImport: async (request) => ok(await getImport(ports, signedIn(request), org(request), request.params.importId ?? '')),
  exportMatchesCsv: async (request) => {
    const csv = await exportMatchesCsv(ports, signedIn(request), org(request), request.params.tournamentId ?? '');
    return fileResult({ contentType: 'text/csv; charset=utf-8', content: csv.content, fileName: csv.fileName });
  },
  processExcel: async (request) => ok(await processExcel(ports, signedIn(request), org(request), parseInput(processExcelInputSchema, request.body))),
});
