/**
 * `npm run bench:live`: the live path under load, through a local cloud this script starts on its own
 * ports (PITCHSIDE_PORT_OFFSET, default 650). Prints figures; it is not a pass/fail test.
 *
 * 1. Goal latency: 20 referees, each on their own running match, post goals at the same time; the API
 *    latency of each goal request (p50/p95/p99), next to one referee alone (what a request costs when
 *    nothing else runs), measured two ways:
 *    a. bursts — the 20 post one goal at the same instant, the next burst a moment after the last answer
 *       (goals at a real tournament arrive like this: many pitches, a goal each now and then);
 *    b. flat out — each referee posts its next goal as soon as the last is answered, which measures how
 *       many goals a second this machine's local cloud takes (the latency is then 20 ÷ that rate).
 *    Both use fresh matches and as many goals (500).
 * 2. Standings visibility: ≥ 200 matches completed one after another; for each, the time from the
 *    complete-match API call returning to the division's standings row being updated and readable,
 *    through the real queue path (SQS → poller → standings function → DynamoDB).
 */
import { recordFigures } from './support/performance-doc';
import { cpuBetween, describeCpu, snapshotCpu } from './support/process-cpu';
import { startedCloudHandle } from '../support/local-cloud-handle';

process.env.PITCHSIDE_PORT_OFFSET ??= '650';

const REFEREES = 20;
const GOALS_PER_REFEREE = 25;
/** Between two bursts: enough for the queue consumer to catch up, as between goals on real pitches. */
const BURST_PAUSE_MS = 300;
const DIVISIONS = 10;
const TEAMS_PER_DIVISION = 7; // 21 matches each: 210 matches in all
const TARGET = { standingsP95Ms: 1000, goalP95Ms: 100 };

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const [{ startCloudProcess }, { killAllNow }, { ORGANIZATION_HEADER }, { DEMO_ORGANIZATION, demoAccount }, { apiClient, uniqueEmail }, { signIn }, { consoleEvent }, data, aws] = await Promise.all([
    import('../../infra/local/cloud-process'),
    import('../../infra/local/processes'),
    import('@pitchside/shared'),
    import('../../infra/local/demo-accounts'),
    import('../support/api-client'),
    import('../support/sign-in'),
    import('../support/tournament-fixture'),
    import('@pitchside/core/data'),
    import('@pitchside/core/aws'),
  ]);
  process.on('exit', killAllNow);
  console.log(`Starting the local cloud in its own process (test profile, port offset ${process.env.PITCHSIDE_PORT_OFFSET})…`);
  // Its own process: the 20 referees' clients are not the server's load.
  const cloud = await startCloudProcess();
  try {
    const handle = startedCloudHandle(cloud);
    const call = apiClient(handle);
    const admin = demoAccount('admin');
    const adminToken = (await signIn(handle, admin.email, admin.password)).idToken;
    const org = { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId };
    const asAdmin = async <T>(method: string, path: string, body?: unknown) => {
      const answer = await call<T>(method, path, { token: adminToken, headers: org, ...(body !== undefined ? { body } : {}) });
      if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    };

    console.log(`Setting up: ${REFEREES} referees, ${DIVISIONS} divisions × ${TEAMS_PER_DIVISION} teams, round robins…`);
    const referees: { uid: string; token: string }[] = [];
    for (let index = 0; index < REFEREES; index += 1) {
      const email = uniqueEmail(`bench-referee-${index}`);
      const { user } = await asAdmin<{ user: { uid: string } }>('POST', '/api/auth/create-user', {
        email,
        password: 'Referee123',
        displayName: `Bench Referee ${String.fromCharCode(65 + index)}`,
        role: { referee: true },
      });
      referees.push({ uid: user.uid, token: (await signIn(handle, email, 'Referee123')).idToken });
    }
    const today = new Date().toISOString().slice(0, 10);
    const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      name: 'Live Bench Cup',
      type: 'tournament',
      days: 'weekends',
      startDate: today,
      endDate: today,
      venue: 'Bench Park',
      ageGroups: ['u12'],
      genders: ['boys'],
    });
    const tournamentId = tournament.tournamentId;
    const matches: { matchId: string; division: string; homeKey: string }[] = [];
    const structure = data.dynamoTournamentStructureRepository(data.createDatabase(cloud.resources.tableName, aws.dynamo()));
    for (let d = 0; d < DIVISIONS; d += 1) {
      const division = `Bench Division ${String.fromCharCode(65 + d)}`;
      await asAdmin('POST', `/api/tournaments/${tournamentId}/divisions`, { name: division, age: 'u12', gender: 'boys' });
      const teams = Array.from({ length: TEAMS_PER_DIVISION }, (_, t) => `Team ${String.fromCharCode(65 + d)}${String.fromCharCode(65 + t)}`);
      for (const team of teams) await asAdmin('POST', `/api/tournaments/${tournamentId}/teams`, { team, division });
      let slot = 0;
      for (let h = 0; h < teams.length; h += 1) {
        for (let a = h + 1; a < teams.length; a += 1) {
          const { matchId } = await asAdmin<{ matchId: string }>('POST', `/api/tournaments/${tournamentId}/matches`, {
            division,
            age: 'u12',
            gender: 'boys',
            date: today,
            time: `${String(8 + (slot % 12)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`,
            homeTeam: teams[h],
            awayTeam: teams[a],
          });
          matches.push({ matchId, division, homeKey: '' });
          slot += 1;
        }
      }
    }
    const entries = await structure.teams(tournamentId);
    const assignments = matches.map((match, index) => ({ matchId: match.matchId, refereeId: (referees[index % REFEREES] as { uid: string }).uid }));
    for (let start = 0; start < assignments.length; start += 100) await asAdmin('POST', `/api/tournaments/${tournamentId}/referee-assignments`, { assignments: assignments.slice(start, start + 100) });
    console.log(`  ${matches.length} matches, ${entries.length} teams.`);

    // 1. Goal latency with 20 referees posting at once.
    const goalPath = (match: { matchId: string }) => `/api/tournaments/${tournamentId}/matches/${match.matchId}/events`;
    const postGoal = async (referee: { token: string }, match: { matchId: string }, goal: number): Promise<number> => {
      const started = performance.now();
      const answer = await call('POST', goalPath(match), {
        token: referee.token,
        body: { events: [consoleEvent('goal', { teamType: goal % 2 ? 'away' : 'home', playerId: `p${goal}`, playerName: `Player ${goal}` })] },
      });
      if (answer.status !== 200) throw new Error(`Goal answered ${answer.status}`);
      return performance.now() - started;
    };
    const kickOff = (offset: number) =>
      Promise.all(referees.map((referee, index) => call('POST', goalPath(matches[offset + index] as { matchId: string }), { token: referee.token, body: { events: [consoleEvent('start')] } })));

    // A single referee, one goal at a time: what one request costs when nothing else runs.
    await kickOff(0);
    const aloneLatencies: number[] = [];
    for (let goal = 0; goal < GOALS_PER_REFEREE * 2; goal += 1) aloneLatencies.push(await postGoal(referees[0] as { token: string }, matches[0] as { matchId: string }, goal));
    console.log('');
    console.log(`Goal API latency, one referee alone (${aloneLatencies.length} requests): p50 ${ms(percentile(aloneLatencies, 50))}   p95 ${ms(percentile(aloneLatencies, 95))}`);

    // a. Bursts: all 20 at the same instant, then a short pause.
    const burstLatencies: number[] = [];
    const burstCpu = snapshotCpu();
    for (let goal = 0; goal < GOALS_PER_REFEREE; goal += 1) {
      burstLatencies.push(...(await Promise.all(referees.map((referee, index) => postGoal(referee, matches[index] as { matchId: string }, goal)))));
      await new Promise((resolve) => setTimeout(resolve, BURST_PAUSE_MS));
    }
    console.log(`Goal API latency, ${REFEREES} referees posting at the same instant, ${GOALS_PER_REFEREE} bursts ${BURST_PAUSE_MS} ms apart (${burstLatencies.length} requests):`);
    console.log(`  p50 ${ms(percentile(burstLatencies, 50))}   p95 ${ms(percentile(burstLatencies, 95))}   p99 ${ms(percentile(burstLatencies, 99))}   (target p95 ≤ ${TARGET.goalP95Ms} ms)`);
    // Where a goal's time goes: the API call and everything it sets off (the consumer's push), by process.
    console.log(describeCpu(cpuBetween(burstCpu, snapshotCpu(), burstLatencies.length), 'per goal, by process (the bursts)'));

    // b. Flat out: each referee posts again as soon as answered (other matches, fresh).
    await kickOff(REFEREES);
    const goalLatencies: number[] = [];
    const flatOutStarted = performance.now();
    await Promise.all(
      referees.map(async (referee, index) => {
        for (let goal = 0; goal < GOALS_PER_REFEREE; goal += 1) goalLatencies.push(await postGoal(referee, matches[REFEREES + index] as { matchId: string }, goal));
      }),
    );
    const rate = goalLatencies.length / ((performance.now() - flatOutStarted) / 1000);
    console.log(`Goal API latency, ${REFEREES} referees posting flat out (${goalLatencies.length} requests, ${rate.toFixed(0)} goals/s):`);
    console.log(`  p50 ${ms(percentile(goalLatencies, 50))}   p95 ${ms(percentile(goalLatencies, 95))}   p99 ${ms(percentile(goalLatencies, 99))}`);

    // 2. Complete → standings visible, match by match.
    const visible: number[] = [];
    for (const [index, match] of matches.entries()) {
      const referee = referees[index % REFEREES] as { token: string };
      const path = `/api/tournaments/${tournamentId}/matches/${match.matchId}/events`;
      const view = await call<{ match: { homeTeam: string; status: string } }>('POST', path, {
        token: referee.token,
        body: { events: [consoleEvent('start'), consoleEvent('goal', { teamType: 'home', playerId: 'x', playerName: 'Scorer' })] },
      });
      const before = (await structure.teams(tournamentId)).find((team) => team.team === view.body.match.homeTeam)?.MP ?? 0;
      const completed = await call('POST', path, { token: referee.token, body: { events: [consoleEvent('complete')] } });
      const returned = performance.now();
      if (completed.status !== 200) throw new Error(`Complete answered ${completed.status}`);
      for (;;) {
        const row = (await structure.teams(tournamentId)).find((team) => team.team === view.body.match.homeTeam);
        if ((row?.MP ?? 0) > before) break;
        if (performance.now() - returned > 30_000) throw new Error('Standings never updated');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      visible.push(performance.now() - returned);
    }

    console.log('');
    console.log(`Complete-match call returned → standings row updated and readable (${visible.length} matches, real queue path):`);
    console.log(`  p50 ${ms(percentile(visible, 50))}   p95 ${ms(percentile(visible, 95))}   p99 ${ms(percentile(visible, 99))}   (target p95 ≤ ${TARGET.standingsP95Ms} ms)`);
    const burstP95 = percentile(burstLatencies, 95);
    const visibleP95 = percentile(visible, 95);
    recordFigures('live', [
      { measure: 'goal API, one referee alone, p50 / p95', current: `${ms(percentile(aloneLatencies, 50))} / ${ms(percentile(aloneLatencies, 95))}`, target: '—' },
      { measure: `goal API, ${REFEREES} referees at the same instant, p95`, current: ms(burstP95), target: `≤ ${TARGET.goalP95Ms} ms`, met: burstP95 <= TARGET.goalP95Ms },
      { measure: `goal API, ${REFEREES} referees flat out (${rate.toFixed(0)} goals/s), p95`, current: ms(percentile(goalLatencies, 95)), target: '—' },
      { measure: `complete → standings row readable (${visible.length} matches), p95`, current: ms(visibleP95), target: `≤ ${TARGET.standingsP95Ms} ms`, met: visibleP95 <= TARGET.standingsP95Ms },
    ]);
  } finally {
    await cloud.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
