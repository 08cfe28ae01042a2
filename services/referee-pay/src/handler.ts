import { localeFromAcceptLanguage, ORGANIZATION_HEADER } from '@pitchside/shared';
import { createHttpHandler, fileResult, ok, type HttpRequest } from '@pitchside/core/http';
import { getPayRates, getStatement, getSummary, markStatementPaid, myStatements, putPayRates } from './use-cases/pay';
import { statementCsvFile, statementPdfFile, summaryCsvFile } from './use-cases/pay-files';
import { productionPorts } from './wiring';

const ports = productionPorts();

const org = (request: HttpRequest) => request.headers[ORGANIZATION_HEADER];
const csv = (file: { fileName: string; content: string | Uint8Array }) => fileResult({ contentType: 'text/csv; charset=utf-8', content: file.content, fileName: file.fileName });

export const handler = createHttpHandler('referee-pay', {
  getPayRates: async (request) => ok(await getPayRates(ports, request.actor, org(request), request.input.params.tournamentId)),
  putPayRates: async (request) => ok(await putPayRates(ports, request.actor, org(request), request.input.params.tournamentId, request.input.body)),
  paySummary: async (request) => ok(await getSummary(ports, request.actor, org(request), request.input.params.tournamentId)),
  paySummaryCsv: async (request) =>
    csv(await summaryCsvFile(ports, request.actor, org(request), request.input.params.tournamentId, request.input.query.lang ?? localeFromAcceptLanguage(request.headers['accept-language']))),
  payStatement: async (request) => ok(await getStatement(ports, request.actor, org(request), request.input.params.tournamentId, request.input.params.refereeId)),
  payStatementCsv: async (request) => csv(await statementCsvFile(ports, request.actor, org(request), request.input.params.tournamentId, request.input.params.refereeId, request.input.query.lang)),
  payStatementPdf: async (request) => {
    const file = await statementPdfFile(ports, request.actor, org(request), request.input.params.tournamentId, request.input.params.refereeId, request.input.query.lang);
    return fileResult({ contentType: 'application/pdf', content: file.content, fileName: file.fileName, disposition: 'inline' });
  },
  markStatementPaid: async (request) => ok(await markStatementPaid(ports, request.actor, org(request), request.input.params.tournamentId, request.input.params.refereeId, request.input.body)),
  myPayStatements: async (request) => ok(await myStatements(ports, request.actor)),
});
