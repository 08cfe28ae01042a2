import { type DisciplineListAnswer, type MatchReportAnswer, type MyStatementsAnswer, type PayRatesAnswer, type PaySummaryAnswer, type StatementAnswer } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/**
 * Issue 34, after the match: the match's referee files a report with a misconduct report for the red card
 * (the disciplinary list shows it), amends it (the old version kept); nobody else files or amends it. Pay:
 * the organizer's rates, each referee's statement (JSON, CSV, PDF), the payroll summary, a statement marked
 * paid once with the total shown, and the rates locked after it. Every refusal writes nothing.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const tokens: Record<string, string> = {};
const uids: Record<string, string> = {};
let fixture: TournamentFixture;
const subOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
const as = (who: string, body?: unknown) => ({ token: tokens[who] as string, headers: who === 'otherAdmin' || who === 'outsider' ? {} : DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });
const matchPath = (index: number) => `/api/tournaments/${fixture.tournamentId}/matches/${fixture.matchIds[index] as string}`;
const payPath = () => `/api/tournaments/${fixture.tournamentId}/referee-pay`;
let redCardId: string;

const RATES = { currency: 'sek', rates: [{ age: 'u12', role: 'centre', fee: 25_000 }], travel: [{ venue: 'Pitch 1', amount: 10_000 }] };

beforeAll(async () => {
  for (const role of ['admin', 'referee', 'coach', 'refereeassignor'] as const) tokens[role] = (await signIn(cloud, demoAccount(role).email, demoAccount(role).password)).idToken;
  const second = { email: uniqueEmail('second-referee'), password: 'Whistle2026', displayName: 'Sam Second' };
  expect((await call('POST', '/api/auth/create-user', { ...as('admin'), body: { ...second, role: { referee: true } } })).status).toBe(201);
  tokens.second = (await signIn(cloud, second.email, second.password)).idToken;
  const other = { email: uniqueEmail('pay-other-admin'), password: 'Other1234', displayName: 'Olga Other' };
  expect((await call('POST', '/api/auth/signup', { body: { ...other, organizationName: 'Other Pay Organizers' } })).status).toBe(201);
  tokens.otherAdmin = (await signIn(cloud, other.email, other.password)).idToken;
  const outsider = { email: uniqueEmail('other-org-referee'), password: 'Whistle2026', displayName: 'Otto Outsider' };
  expect((await call('POST', '/api/auth/create-user', { ...as('otherAdmin'), body: { ...outsider, role: { referee: true } } })).status).toBe(201);
  tokens.outsider = (await signIn(cloud, outsider.email, outsider.password)).idToken;
  for (const who of ['referee', 'second', 'outsider']) uids[who] = subOf(tokens[who] as string);

  fixture = await createTournamentFixture(call, tokens.admin as string, { name: `Pay Cup ${Date.now()}` });
  const assign = async (index: number, who: string) => expect((await call('PUT', `${matchPath(index)}/referee`, as('admin', { refereeId: uids[who] }))).status).toBe(200);
  const play = async (index: number, who: string, events: unknown[]) => {
    const answer = await call<{ results: { outcome: string }[] }>('POST', `${matchPath(index)}/events`, as(who, { events }));
    expect(answer.body.results.map((result) => result.outcome)).toEqual(events.map(() => 'applied'));
  };
  await assign(0, 'referee');
  await assign(1, 'second');
  await assign(2, 'referee');
  await assign(3, 'referee');
  const red = consoleEvent('card', { teamType: 'away', playerId: 'pay-red', playerName: 'Rex Red', cardType: 'red' });
  redCardId = red.id;
  await play(0, 'referee', [consoleEvent('start'), consoleEvent('goal', { teamType: 'home', playerId: 'pay-goal', playerName: 'Gus Goal' }), red, consoleEvent('complete')]);
  await play(1, 'second', [consoleEvent('start'), consoleEvent('complete')]);
  await play(3, 'referee', [consoleEvent('start'), consoleEvent('complete')]);
}, 120_000);

describe('the match report', () => {
  const report = (over: Record<string, unknown> = {}) => ({
    homeScore: 1,
    awayScore: 0,
    notes: 'Dry pitch, fair game',
    misconduct: [{ cardId: redCardId, description: 'Struck an opponent off the ball', recommendedExtraMatches: 2 }],
    ...over,
  });

  it('is refused, and nothing written, before full time, with another result, or without the red card’s report', async () => {
    expect((await call('PUT', `${matchPath(2)}/report`, as('referee', report({ homeScore: 0, misconduct: [] })))).body).toMatchObject({ error: 'match_not_completed' });
    const wrongScore = await call('PUT', `${matchPath(0)}/report`, as('referee', report({ homeScore: 2 })));
    expect(wrongScore.status).toBe(409);
    expect(wrongScore.body).toMatchObject({ error: 'result_changed', message: 'The result changed since you opened the report: check it and file again' });
    const missing = await call('PUT', `${matchPath(0)}/report`, as('referee', report({ misconduct: [] })));
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Write a misconduct report for every red card');
    expect((await call<MatchReportAnswer>('GET', `${matchPath(0)}/report`, as('admin'))).body.report).toBeNull();
  });

  it('is filed only by the match’s referee, not an admin or another referee', async () => {
    for (const who of ['admin', 'second']) {
      const answer = await call('PUT', `${matchPath(0)}/report`, as(who, report()));
      expect(answer.status).toBe(403);
    }
    // Another organization's admin is no referee anywhere here: refused at the door.
    expect((await call('PUT', `${matchPath(0)}/report`, as('otherAdmin', report()))).status).toBe(403);
    // A referee of another organization does not find the match at all.
    expect((await call('PUT', `${matchPath(0)}/report`, as('outsider', report()))).status).toBe(404);
    const filed = await call<MatchReportAnswer>('PUT', `${matchPath(0)}/report`, as('referee', report()));
    expect(filed.status).toBe(200);
    expect(filed.body.report).toMatchObject({ version: 1, homeScore: 1, awayScore: 0, misconduct: [{ playerName: 'Rex Red', teamType: 'away', recommendedExtraMatches: 2 }] });
  });

  it('is amended by its referee with the version read; the old version is kept for the organizer', async () => {
    expect((await call('PUT', `${matchPath(0)}/report`, as('referee', report({ notes: 'Stale' })))).body).toMatchObject({ error: 'report_changed' });
    const amended = await call<MatchReportAnswer>('PUT', `${matchPath(0)}/report`, as('referee', report({ notes: 'Dry pitch; one sending-off', version: 1 })));
    expect(amended.status).toBe(200);
    const read = await call<MatchReportAnswer>('GET', `${matchPath(0)}/report`, as('admin'));
    expect(read.body.report).toMatchObject({ version: 2, notes: 'Dry pitch; one sending-off' });
    expect(read.body.revisions).toEqual([expect.objectContaining({ version: 1, notes: 'Dry pitch, fair game', replacedBy: uids.referee })]);
    expect((await call('GET', `${matchPath(0)}/report`, as('refereeassignor'))).status).toBe(200);
    expect((await call('GET', `${matchPath(0)}/report`, as('coach'))).status).toBe(403);
    expect((await call('GET', `${matchPath(0)}/report`, as('otherAdmin'))).status).toBe(404);
  });

  it('is not amended by a referee the match was given to afterwards', async () => {
    expect((await call('PUT', `${matchPath(3)}/report`, as('referee', { homeScore: 0, awayScore: 0 }))).status).toBe(200);
    expect((await call('PUT', `${matchPath(3)}/referee`, as('admin', { refereeId: uids.second }))).status).toBe(200);
    const attempt = await call('PUT', `${matchPath(3)}/report`, as('second', { homeScore: 0, awayScore: 0, notes: 'Rewritten', version: 1 }));
    expect(attempt.status).toBe(403);
    expect((await call<MatchReportAnswer>('GET', `${matchPath(3)}/report`, as('admin'))).body.report).toMatchObject({ version: 1, refereeId: uids.referee });
  });

  it('puts the misconduct report beside the red card’s suspension in the disciplinary list', async () => {
    const list = await call<DisciplineListAnswer>('GET', `/api/tournaments/${fixture.tournamentId}/discipline`, as('admin'));
    expect(list.body.suspensions.find((suspension) => suspension.playerId === 'pay-red')?.misconduct).toEqual({
      refereeName: demoAccount('referee').displayName,
      description: 'Struck an opponent off the ball',
      recommendedExtraMatches: 2,
    });
  });
});

describe('referee pay', () => {
  it('takes the organizer’s rate card and refuses a rate given twice', async () => {
    const twice = await call('PUT', `${payPath()}/rates`, as('admin', { ...RATES, rates: [...RATES.rates, { age: 'u12', role: 'centre', fee: 1 }] }));
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('Each age and role may have one rate only');
    const saved = await call<PayRatesAnswer>('PUT', `${payPath()}/rates`, as('admin', RATES));
    expect(saved.status).toBe(200);
    expect(saved.body.rates).toMatchObject({ currency: 'SEK', locked: false, rates: RATES.rates });
    expect((await call('PUT', `${payPath()}/rates`, as('referee', RATES))).status).toBe(403);
    expect((await call('GET', `${payPath()}/rates`, as('otherAdmin'))).status).toBe(404);
  });

  it('gives each referee their statement of completed matches, and only their own', async () => {
    const own = await call<StatementAnswer>('GET', `${payPath()}/statements/${uids.referee}`, as('referee'));
    expect(own.status).toBe(200);
    expect(own.body.statement.lines.map((line) => [line.homeTeam, line.role, line.fee])).toEqual([['Hammarby IF', 'centre', 25_000]]);
    expect(own.body.statement.totals).toEqual({ matches: 1, fees: 25_000, allowances: 10_000, total: 35_000 });
    const second = await call<StatementAnswer>('GET', `${payPath()}/statements/${uids.second}`, as('second'));
    expect(second.body.statement.totals).toEqual({ matches: 2, fees: 50_000, allowances: 10_000, total: 60_000 });
    expect((await call('GET', `${payPath()}/statements/${uids.referee}`, as('second'))).status).toBe(403);
    expect((await call('GET', `${payPath()}/statements/${uids.referee}`, as('otherAdmin'))).status).toBe(404);
    // Another organization's referee: neither the demo referee's statement nor one of their own in this tournament.
    expect((await call('GET', `${payPath()}/statements/${uids.outsider}`, as('outsider'))).status).toBe(404);
    expect((await call('GET', `${payPath()}/statements/${uids.referee}`, as('outsider'))).status).toBe(403);
    expect((await call<MyStatementsAnswer>('GET', '/api/referee-pay/statements', as('outsider'))).body.statements).toEqual([]);
    const csv = await call<string>('GET', `${payPath()}/statements/${uids.referee}/statement.csv?lang=sv`, as('referee'));
    expect(csv.body.split('\r\n')[0]).toBe('Datum,Tid,Match,Ålder,Roll,Arena,Valuta,Arvode,Reseersättning');
    const pdf = await fetch(`${cloud.url}${payPath()}/statements/${uids.referee}/statement.pdf`, { headers: { authorization: `Bearer ${tokens.referee}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('sums the tournament per referee and per day, and exports it for payroll', async () => {
    const summary = await call<PaySummaryAnswer>('GET', `${payPath()}/summary`, as('admin'));
    expect(summary.body.summary.totals).toEqual({ matches: 3, fees: 75_000, allowances: 20_000, total: 95_000 });
    expect(summary.body.summary.days).toEqual([expect.objectContaining({ matches: 3, total: 95_000 })]);
    const csv = await call<string>('GET', `${payPath()}/summary.csv`, as('admin'));
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('Referee,Id,Matches,Currency,Fees,Allowances,Total,Paid');
    expect(rows.at(-1)).toBe('Total,,3,SEK,750.00,200.00,950.00,');
    expect((await call('GET', `${payPath()}/summary`, as('refereeassignor'))).status).toBe(403);
  });

  it('marks a statement paid once, with the total shown, and then locks the rates', async () => {
    const stale = await call('POST', `${payPath()}/statements/${uids.referee}/paid`, as('admin', { total: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'total_changed' });
    expect((await call('POST', `${payPath()}/statements/${uids.referee}/paid`, as('referee', { total: 35_000 }))).status).toBe(403);
    const paid = await call<StatementAnswer>('POST', `${payPath()}/statements/${uids.referee}/paid`, as('admin', { total: 35_000 }));
    expect(paid.status).toBe(200);
    expect(paid.body.paid).toMatchObject({ total: 35_000, currency: 'SEK', paidByName: demoAccount('admin').displayName });
    expect((await call('POST', `${payPath()}/statements/${uids.referee}/paid`, as('admin', { total: 35_000 }))).body).toMatchObject({ error: 'already_paid' });

    const change = await call('PUT', `${payPath()}/rates`, as('admin', { ...RATES, rates: [{ age: 'u12', role: 'centre', fee: 99_999 }] }));
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ error: 'rates_locked', message: 'Pay rates cannot change after a statement has been marked paid' });
    expect((await call<PayRatesAnswer>('GET', `${payPath()}/rates`, as('admin'))).body.rates).toMatchObject({ locked: true, rates: RATES.rates });

    const mine = await call<MyStatementsAnswer>('GET', '/api/referee-pay/statements', as('referee'));
    expect(mine.body.statements.find((statement) => statement.tournamentId === fixture.tournamentId)).toMatchObject({ totals: { total: 35_000 }, paid: { total: 35_000 } });
  });
});
