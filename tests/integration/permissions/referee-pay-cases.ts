import { consoleEvent } from '../../support/tournament-fixture';
import { defineCases, type MatrixContext } from './matrix-types';

/**
 * Issue 34's lines: match reports (matches service) and referee pay. Fixtures in the demo organization: a
 * tournament the demo tournament admin is linked to, with one completed match the demo referee ran and a
 * rate card. Marking paid happens once per statement, so every caller aims at a fresh tournament of its own:
 * an allowed caller gets a 2xx, a refused one is refused for who it is.
 */
async function asAdmin<T>(context: MatrixContext, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await context.call<T>(method, path, { token: context.adminToken, headers: context.demoOrg, ...(body !== undefined ? { body } : {}) });
  if (answer.status >= 300) throw new Error(`Fixture ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A tournament with one completed match refereed by the demo referee. */
async function refereedTournament(context: MatrixContext, label: string): Promise<{ tournamentId: string; matchPath: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>(context, 'POST', '/api/tournaments', {
    name: `Matrix ${label} ${Date.now()}`,
    type: 'tournament',
    days: 'weekends',
    startDate: today,
    endDate: today,
    venue: 'Matrix Park',
    ageGroups: ['u12'],
    genders: ['boys'],
  });
  const tournamentId = tournament.tournamentId;
  await asAdmin(context, 'POST', `/api/tournaments/${tournamentId}/admins`, { uid: context.uids.get('tournamentadmin') });
  await asAdmin(context, 'POST', `/api/tournaments/${tournamentId}/divisions`, { name: 'Matrix U12', age: 'u12', gender: 'boys' });
  for (const team of ['Matrix Home', 'Matrix Away']) await asAdmin(context, 'POST', `/api/tournaments/${tournamentId}/teams`, { team, division: 'Matrix U12' });
  const match = await asAdmin<{ matchId: string }>(context, 'POST', `/api/tournaments/${tournamentId}/matches`, {
    division: 'Matrix U12',
    age: 'u12',
    gender: 'boys',
    date: today,
    time: '09:00',
    homeTeam: 'Matrix Home',
    awayTeam: 'Matrix Away',
  });
  const matchPath = `/api/tournaments/${tournamentId}/matches/${match.matchId}`;
  await asAdmin(context, 'PUT', `${matchPath}/referee`, { refereeId: context.uids.get('referee') });
  await asAdmin(context, 'POST', `${matchPath}/events`, { events: [consoleEvent('start'), consoleEvent('complete')] });
  return { tournamentId, matchPath };
}

const ORGANIZERS = ['admin', 'tournamentadmin'] as const;
const RATES = { currency: 'EUR', rates: [{ age: 'u12', role: 'centre', fee: 3000 }], travel: [] };

export const refereePayCases = defineCases({
  async setup(context) {
    const fixture = await refereedTournament(context, 'Referee Pay');
    await asAdmin(context, 'PUT', `/api/tournaments/${fixture.tournamentId}/referee-pay/rates`, RATES);
    const pay = `/api/tournaments/${fixture.tournamentId}/referee-pay`;
    return { ...fixture, pay, statement: `${pay}/statements/${context.uids.get('referee') ?? ''}` };
  },
  cases: {
    fileMatchReport: { allowed: ['referee'], request: (fixtures) => ({ method: 'PUT', path: `${fixtures.matchPath}/report`, body: { homeScore: 0, awayScore: 0, notes: 'Matrix' } }) },
    getMatchReport: { allowed: ['admin', 'tournamentadmin', 'refereeassignor', 'referee'], request: (fixtures) => ({ method: 'GET', path: `${fixtures.matchPath}/report` }) },
    getPayRates: { allowed: ORGANIZERS, request: (fixtures) => ({ method: 'GET', path: `${fixtures.pay}/rates` }) },
    putPayRates: { allowed: ORGANIZERS, request: (fixtures) => ({ method: 'PUT', path: `${fixtures.pay}/rates`, body: RATES }) },
    paySummary: { allowed: ORGANIZERS, request: (fixtures) => ({ method: 'GET', path: `${fixtures.pay}/summary` }) },
    paySummaryCsv: { allowed: ORGANIZERS, request: (fixtures) => ({ method: 'GET', path: `${fixtures.pay}/summary.csv` }) },
    payStatement: { allowed: [...ORGANIZERS, 'referee'], request: (fixtures) => ({ method: 'GET', path: fixtures.statement }) },
    payStatementCsv: { allowed: [...ORGANIZERS, 'referee'], request: (fixtures) => ({ method: 'GET', path: `${fixtures.statement}/statement.csv` }) },
    payStatementPdf: { allowed: [...ORGANIZERS, 'referee'], request: (fixtures) => ({ method: 'GET', path: `${fixtures.statement}/statement.pdf` }) },
    markStatementPaid: {
      allowed: ORGANIZERS,
      request: async (_fixtures, context) => {
        const fresh = await refereedTournament(context, 'Paid');
        return { method: 'POST', path: `/api/tournaments/${fresh.tournamentId}/referee-pay/statements/${context.uids.get('referee') ?? ''}/paid`, body: { total: 0 } };
      },
    },
    myPayStatements: { allowed: ['referee'], request: () => ({ method: 'GET', path: '/api/referee-pay/statements' }) },
  },
});
