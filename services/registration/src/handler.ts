import { ORGANIZATION_HEADER } from '@pitchside/shared';
import { cacheableJson, createHttpHandler, fileResult, ok, SerializedJson, type HttpRequest } from '@pitchside/core/http';
import { submitApplication } from './use-cases/apply';
import { applicationStatus } from './use-cases/application-status';
import { decideEntry } from './use-cases/decide';
import { exportEntriesCsv, listEntries } from './use-cases/entries';
import { getRegistration, publicRegistration, saveRegistration, setRegistrationState } from './use-cases/settings';
import { productionPorts } from './wiring';

const ports = productionPorts();

const org = (request: HttpRequest) => request.headers[ORGANIZATION_HEADER];

export const handler = createHttpHandler('registration', {
  getRegistration: async (request) => ok(await getRegistration(ports, request.actor, org(request), request.input.params.tournamentId)),
  saveRegistration: async (request) => ok(await saveRegistration(ports, request.actor, org(request), request.input.params.tournamentId, request.input.params.divisionId, request.input.body)),
  setRegistrationState: async (request) =>
    ok(await setRegistrationState(ports, request.actor, org(request), request.input.params.tournamentId, request.input.params.divisionId, request.input.body.state)),
  listEntries: async (request) => ok(await listEntries(ports, request.actor, org(request), request.input.params.tournamentId, request.input.params.divisionId, request.input.query)),
  decideEntry: async (request) => ok(await decideEntry(ports, request.actor, org(request), request.input.params.tournamentId, request.input.params.teamKey, request.input.body)),
  exportEntriesCsv: async (request) => {
    const csv = await exportEntriesCsv(ports, request.actor, org(request), request.input.params.tournamentId);
    return fileResult({ contentType: 'text/csv; charset=utf-8', content: csv.content, fileName: csv.fileName });
  },
  // Places left change by the second in a rush: the edge keeps the answer 5 s at most.
  publicRegistration: async (request) =>
    cacheableJson(request, new SerializedJson(JSON.stringify(await publicRegistration(ports, request.input.params.tournamentId))), { 'cache-control': 'public, max-age=0, s-maxage=5' }),
  applicationStatus: async (request) => ok(await applicationStatus(ports, request.input.params.tournamentId, request.input.body)),
  submitApplication: async (request) => ({ status: 201, body: await submitApplication(ports, request.input.params.tournamentId, request.input.body, request.callerAddress) }),
});
