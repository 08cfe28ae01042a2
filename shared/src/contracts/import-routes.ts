import { processExcelInputSchema, startImportInputSchema } from '../imports/import-api';
import { importJobViewSchema, startImportAnswerSchema, workbookPreviewSchema } from './import-responses';
import { defineRoute } from '../platform/route-entry';

export const startImportRoute = /* @__PURE__ */ defineRoute({
  id: 'startImport',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/imports',
  service: 'imports',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Start a workbook import: the job and a presigned URL to PUT the file to',
  body: startImportInputSchema,
  ok: { status: 201, schema: startImportAnswerSchema },
});

export const getImportRoute = /* @__PURE__ */ defineRoute({
  id: 'getImport',
  method: 'GET',
  path: '/api/imports/{importId}',
  service: 'imports',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "An import's progress, then its report",
  ok: { status: 200, schema: importJobViewSchema },
});

export const processExcelRoute = /* @__PURE__ */ defineRoute({
  id: 'processExcel',
  method: 'POST',
  path: '/api/files/process-excel',
  service: 'imports',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Preview a workbook (base64): what an import would do; nothing is written',
  body: processExcelInputSchema,
  ok: { status: 200, schema: workbookPreviewSchema },
});

export const exportMatchesCsvRoute = /* @__PURE__ */ defineRoute({
  id: 'exportMatchesCsv',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/matches.csv',
  service: 'imports',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "The tournament's matches as CSV (the import reads it back)",
  ok: { status: 200, file: 'text/csv', description: 'RFC 4180 CSV with a header row.' },
});
