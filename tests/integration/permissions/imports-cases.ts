import { createTournament } from '../../bench/import/import-client';
import { tournamentSheets, workbookBuffer } from '../../bench/import/workbooks';
import { defineCases } from './matrix-types';

/**
 * The imports routes. The fixture is a demo-organization tournament the demo tournament admin is linked
 * to, and an import job on it; another organization's admin and every other role are turned away.
 */
const MANAGERS = ['admin', 'tournamentadmin'] as const;

export const importsCases = defineCases({
  async setup(context) {
    const auth = { token: context.adminToken, headers: context.demoOrg };
    const tournamentId = await createTournament(context.call, auth, 'Matrix Import Cup');
    const linked = await context.call('POST', `/api/tournaments/${tournamentId}/admins`, { ...auth, body: { uid: context.uids.get('tournamentadmin') } });
    if (linked.status >= 300) throw new Error(`Linking the tournament admin answered ${linked.status}`);
    const started = await context.call<{ importId: string }>('POST', `/api/tournaments/${tournamentId}/imports`, { ...auth, body: { fileName: 'matrix.xlsx', size: 1000 } });
    const workbook = (await workbookBuffer(tournamentSheets({ divisions: 1, teams: 2, matches: 1, prefix: 'Matrix ' }))).toString('base64');
    return { tournamentId, importId: started.body.importId, workbook };
  },
  cases: {
    startImport: { allowed: MANAGERS, request: (fixtures) => ({ method: 'POST', path: `/api/tournaments/${fixtures.tournamentId}/imports`, body: { fileName: 'matrix.xlsx', size: 1000 } }) },
    getImport: { allowed: MANAGERS, request: (fixtures) => ({ method: 'GET', path: `/api/imports/${fixtures.importId}` }) },
    exportMatchesCsv: { allowed: MANAGERS, request: (fixtures) => ({ method: 'GET', path: `/api/tournaments/${fixtures.tournamentId}/matches.csv` }) },
    // A preview names no tournament: every organizer previews, each for their own organization.
    processExcel: {
      allowed: [...MANAGERS, 'otherOrgAdmin', 'crossLinkedTournamentAdmin'],
      request: (fixtures) => ({ method: 'POST', path: '/api/files/process-excel', body: { data: fixtures.workbook } }),
    },
  },
});
