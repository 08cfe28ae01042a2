import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { teamKey } from '@pitchside/shared';
import { parseCsv } from '../../services/imports/src/testing/parse-csv';
import { createTournament, importFile, tournamentContents } from '../bench/import/import-client';
import { workbookBuffer } from '../bench/import/workbooks';
import { apiClient, PAST_THE_EDGE, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn, signInDemo } from '../support/sign-in';
import { createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';
import { until } from '../support/until';

/**
 * Schedules out through the real gateway: the calendar feeds of a published tournament, the printed
 * schedule and the CSV export, which imports back (presigned PUT → S3 → worker) into a new tournament.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
const TEAMS = ['Ålesund FK', 'Łódź United', '+Plus FC', 'Hammarby IF'];
let adminToken: string;
let fixture: TournamentFixture;

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const events = (text: string) => unfold(text).split('BEGIN:VEVENT').slice(1);
const feedPath = (kind: 'teams' | 'pitches', key: string) => `/api/public/tournaments/${fixture.tournamentId}/${kind}/${encodeURIComponent(key)}/calendar.ics`;

/** Read from the function itself: these tests change the schedule between reads, and the edge keeps a feed a minute. */
async function feed(path: string): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${cloud.url}${path}`, { headers: PAST_THE_EDGE });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  fixture = await createTournamentFixture(call, adminToken, { name: `Exports Cup ${Date.now()}`, teamNames: TEAMS });
}, 60_000);

describe('calendar feeds', () => {
  it('do not exist while the tournament is a draft', async () => {
    for (const path of [feedPath('teams', teamKey('Ålesund FK')), feedPath('pitches', 'pitch-1')]) {
      const answer = await call('GET', path);
      expect(answer).toMatchObject({ status: 404, body: { error: 'not_found' } });
    }
  });

  describe('of a published tournament', () => {
    beforeAll(async () => {
      expect((await call('POST', `/api/tournaments/${fixture.tournamentId}/publish`, { token: adminToken, headers: DEMO_ORG_HEADERS })).status).toBe(200);
    });

    it('a team’s feed has one event per match of the team, as text/calendar a phone can subscribe to', async () => {
      const answer = await feed(feedPath('teams', teamKey('Ålesund FK')));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.ics"/);
      expect(answer.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(unfold(answer.text)).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M');
      const found = events(answer.text);
      // Four teams, one round robin: each plays three matches.
      expect(found).toHaveLength(3);
      for (const event of found) expect(event).toMatch(/SUMMARY:.*Ålesund FK.* \(U12 Boys A\)/);
      expect(answer.text).not.toMatch(/@demo\.pitchside\.test|demo-org/);
    });

    it('moves an event, keeping its UID, when its match moves; the pitch feeds follow', async () => {
      const key = teamKey('Ålesund FK');
      const before = events((await feed(feedPath('teams', key))).text);
      const [matchId] = fixture.matchIds as [string];
      const uidOf = (event: string | undefined) => /UID:(.*)\r\n/.exec(event ?? '')?.[1];
      const moved = before.find((event) => uidOf(event)?.startsWith(`${matchId}.`));
      expect(moved).toBeDefined();
      expect((await feed(feedPath('pitches', 'pitch-1'))).text.split('BEGIN:VEVENT')).toHaveLength(7);

      // What the schedule board's move writes: a new date, kick-off and pitch, and the time of the change.
      // (ElectroDB wants every composite of the indexes the date is in: division, and refereeId for the referee's day.)
      const { data: current } = await db.entities.match.get({ tournamentId: fixture.tournamentId, matchId }).go();
      await db.entities.match
        .patch({ tournamentId: fixture.tournamentId, matchId })
        .set({ date: '2031-05-17', time: '18:45', field: 'Pitch 2', division: current?.division ?? '', refereeId: current?.refereeId ?? '', lastUpdate: new Date().toISOString() })
        .go();

      const after = await until(async () => {
        const found = events((await feed(feedPath('teams', key))).text).find((event) => uidOf(event) === uidOf(moved));
        return found?.includes('DTSTART:20310517T184500') ? found : undefined;
      });
      expect(after).toContain('LOCATION:Pitch 2\\, Heden');
      expect(events((await feed(feedPath('teams', key))).text)).toHaveLength(3);
      expect(events((await feed(feedPath('pitches', 'pitch-1'))).text)).toHaveLength(5);
      const pitch2 = await feed(feedPath('pitches', 'pitch-2'));
      expect(events(pitch2.text)).toHaveLength(1);
      expect(unfold(pitch2.text)).toContain('X-WR-CALNAME:Pitch 2 · Exports Cup');
    });

    it('shows a final score only while the age group shows results', async () => {
      const key = teamKey('Ålesund FK');
      const matchId = fixture.matchIds[1] as string;
      await db.entities.match.patch({ tournamentId: fixture.tournamentId, matchId }).set({ status: 'completed', homeScore: 2, awayScore: 1, completedAt: new Date().toISOString() }).go();
      const visible = await until(async () => {
        const text = unfold((await feed(feedPath('teams', key))).text);
        return text.includes('Final score: ') ? text : undefined;
      });
      expect(visible).toMatch(/DESCRIPTION:Final score: Ålesund FK 2–1 /);

      const hide = await call('PUT', `/api/tournaments/${fixture.tournamentId}/age-groups/u12`, { token: adminToken, headers: DEMO_ORG_HEADERS, body: { hideResults: true } });
      expect(hide.status).toBe(200);
      const hidden = await until(async () => {
        const text = unfold((await feed(feedPath('teams', key))).text);
        return text.includes('Final score') ? undefined : text;
      });
      expect(events(hidden)).toHaveLength(3);
      await call('PUT', `/api/tournaments/${fixture.tournamentId}/age-groups/u12`, { token: adminToken, headers: DEMO_ORG_HEADERS, body: { hideResults: false } });
    });

    it('a team that is not in the tournament has no feed', async () => {
      expect((await call('GET', feedPath('teams', 'nobody-here'))).status).toBe(404);
    });
  });
});

describe('the printed schedule', () => {
  it('is a PDF of the day for the organizer', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await fetch(`${cloud.url}/api/tournaments/${fixture.tournamentId}/schedule.pdf?date=${today}`, { headers: { authorization: `Bearer ${adminToken}`, ...DEMO_ORG_HEADERS } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^inline; filename="schedule-exports-cup-\\d+-${today}\\.pdf"`));
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF/);

    const pitch = await fetch(`${cloud.url}/api/tournaments/${fixture.tournamentId}/schedule.pdf?pitch=pitch-2`, { headers: { authorization: `Bearer ${adminToken}`, ...DEMO_ORG_HEADERS } });
    expect(pitch.status).toBe(200);
    expect(
      Buffer.from(await pitch.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('refuses a malformed date with a 400 and another organization’s admin with a 403', async () => {
    const bad = await call('GET', `/api/tournaments/${fixture.tournamentId}/schedule.pdf?date=17.05.2031`, { token: adminToken, headers: DEMO_ORG_HEADERS });
    expect(bad).toMatchObject({ status: 400, body: { error: 'validation_failed' } });

    const other = { email: uniqueEmail('exports-other-admin'), password: 'Other1234' };
    expect((await call('POST', '/api/auth/signup', { body: { ...other, displayName: 'Other Admin', organizationName: 'Other Exporters' } })).status).toBe(201);
    const otherToken = (await signIn(cloud, other.email, other.password)).idToken;
    expect((await call('GET', `/api/tournaments/${fixture.tournamentId}/schedule.pdf`, { token: otherToken, headers: DEMO_ORG_HEADERS })).status).toBe(403);
    expect((await call('GET', `/api/tournaments/${fixture.tournamentId}/schedule.pdf`, { token: otherToken })).status).toBe(404);
    expect((await call('GET', `/api/tournaments/${fixture.tournamentId}/matches.csv`, { token: otherToken })).status).toBe(404);
  }, 30_000);
});

describe('the CSV export', () => {
  it('imports back into a new tournament as the same matches', async () => {
    const response = await fetch(`${cloud.url}/api/tournaments/${fixture.tournamentId}/matches.csv`, { headers: { authorization: `Bearer ${adminToken}`, ...DEMO_ORG_HEADERS } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="exports-cup-\d+-matches\.csv"/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Division',
      'Age',
      'Gender',
      'Date',
      'Time',
      'Field',
      'Home Team',
      'Home Club',
      'Away Team',
      'Away Club',
      'Status',
      'Bracket',
      'Home Score',
      'Away Score',
      'Round',
      'Match Code',
      'Home From',
      'Away From',
    ]);
    expect(rows).toHaveLength(1 + fixture.matchIds.length);
    // '+Plus FC' would run as a formula in a spreadsheet: it is written with an apostrophe in front.
    expect(text).toContain("'+Plus FC");
    expect(text).not.toMatch(/(^|,)\+Plus FC/m);

    // The organizer opens the CSV in a spreadsheet program and saves it as a workbook (.xlsx); we import that.
    const workbook = await workbookBuffer([{ name: 'matches', rows }]);
    const auth = { token: adminToken, headers: DEMO_ORG_HEADERS };
    const copyId = await createTournament(call, auth, `Exports Copy ${Date.now()}`);
    const run = await importFile(call, auth, copyId, workbook);
    expect(run.final).toMatchObject({ status: 'completed', error: null });
    expect(run.final.counts.matches).toEqual({ added: fixture.matchIds.length, skipped: 0 });

    const shape = (match: Record<string, unknown>) => ({
      division: match.division,
      age: match.age,
      gender: match.gender,
      date: match.date,
      time: match.time,
      field: match.field ?? null,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      status: match.status,
      score: match.status === 'completed' ? [match.homeScore, match.awayScore] : null,
    });
    const order = (a: ReturnType<typeof shape>, b: ReturnType<typeof shape>) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    const original = (await tournamentContents(db, fixture.tournamentId)).matches.map(shape).sort(order);
    const copied = (await tournamentContents(db, copyId)).matches.map(shape).sort(order);
    expect(copied).toEqual(original);
    expect(copied.map((match) => match.homeTeam)).toContain('+Plus FC');
    expect(copied).toContainEqual(expect.objectContaining({ date: '2031-05-17', time: '18:45', field: 'Pitch 2' }));
  }, 90_000);
});
