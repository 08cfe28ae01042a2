import * as ical from 'node-ical';
import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { parseCsv } from '../../services/imports/src/testing/parse-csv';
import { createTournament, importFile, tournamentContents } from '../bench/import/import-client';
import { workbookBuffer } from '../bench/import/workbooks';
import { apiClient, PAST_THE_EDGE } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { pdfText } from '../support/pdfjs-text';
import { signInDemo } from '../support/sign-in';
import { createScheduledKnockout, organizerCalls } from '../support/scheduled-knockout';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';

/**
 * Issue 16 through the real gateway, on a schedule the scheduler made (groups and a knockout, on pitches
 * with ids of their own) in a tournament with a time zone: the pitch feed under the scheduler's pitch id,
 * TZID read back by an independent parser (node-ical), HEAD and If-None-Match, the public and the
 * organizer's PDF read by PDF.js, and the CSV → xlsx → import round trip through the real importer.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
const ZONE = 'America/New_York';
const DAY_1 = '2026-09-05';
const DAY_2 = '2026-09-06';
const TEAMS = ['Arsenal', 'Brentford', 'Chelsea', 'Dulwich', 'Everton', 'Fulham'];
let adminToken = '';
let tournamentId = '';

const auth = () => ({ token: adminToken, headers: DEMO_ORG_HEADERS });
const asAdmin = organizerCalls(call, () => adminToken);

const publicPath = (rest: string) => `/api/public/tournaments/${tournamentId}${rest}`;
/** Read from the function itself: the edge would keep a feed a minute. */
const read = (path: string, init: RequestInit = {}) => fetch(`${cloud.url}${path}`, { ...init, headers: { ...PAST_THE_EDGE, ...(init.headers as Record<string, string> | undefined) } });

type Parsed = Record<string, { type: string; uid?: string; start?: Date & { tz?: string }; summary?: string; sequence?: string }>;
const vevents = (text: string) => Object.values(ical.sync.parseICS(text) as unknown as Parsed).filter((entry) => entry.type === 'VEVENT');

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  const made = await createScheduledKnockout(asAdmin, {
    name: `Outputs Cup ${Date.now()}`,
    venue: 'Randalls Island',
    teams: TEAMS,
    days: [DAY_1, DAY_2],
    timeZone: ZONE,
    pitches: [
      { id: 'north-1', name: 'North 1 (grass)', size: '7v7', ages: ['u12'] },
      { id: 'south-2', name: 'South 2', size: '7v7', ages: ['u12'] },
    ],
  });
  expect(made.tournament.timeZone).toBe(ZONE);
  tournamentId = made.tournament.tournamentId;
}, 120_000);

describe('before publishing', () => {
  it('the public PDF and the feeds do not exist', async () => {
    expect((await read(publicPath('/schedule.pdf'))).status).toBe(404);
    expect((await read(publicPath('/pitches/north-1/calendar.ics'))).status).toBe(404);
  });
});

describe('a published tournament with a time zone', () => {
  beforeAll(async () => {
    await asAdmin('POST', `/api/tournaments/${tournamentId}/publish`);
  });

  it('has the pitch feed under the scheduler\u2019s pitch id, in venue time with TZID, groups and round names', async () => {
    const response = await read(publicPath('/pitches/north-1/calendar.ics'));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`TZID:${ZONE}`);
    const events = vevents(text);
    expect(events.length).toBeGreaterThan(0);
    const { matches } = await asAdmin<{ matches: { field: string | null }[] }>('GET', `/api/tournaments/${tournamentId}/matches`);
    expect(events).toHaveLength(matches.filter((match) => match.field === 'North 1 (grass)').length);
    // The same feed under the slug of the pitch's name.
    expect(vevents(await (await read(publicPath('/pitches/north-1-grass/calendar.ics'))).text())).toHaveLength(events.length);
    for (const event of events) expect(event.start?.tz).toBe(ZONE);
    expect(events.some((event) => /\(Boys U12, Group [AB]\)$/.test(event.summary ?? ''))).toBe(true);

    const everything = [...events, ...vevents(await (await read(publicPath('/pitches/south-2/calendar.ics'))).text())];
    expect(everything.filter((event) => /Semi-final|Final|Third place/.test(event.summary ?? ''))).toHaveLength(4);
    // A 09:00 kick-off in New York in September (EDT, −4) is 13:00 UTC: a phone anywhere shows the real time.
    const first = everything.map((event) => event.start as Date).sort((a, b) => a.getTime() - b.getTime())[0];
    expect(first?.toISOString()).toBe(`${DAY_1}T13:00:00.000Z`);
  });

  it('answers HEAD with the headers and no body, and If-None-Match with a 304', async () => {
    const get = await read(publicPath('/pitches/north-1/calendar.ics'));
    const etag = get.headers.get('etag');
    const body = await get.text();
    expect(etag).toMatch(/^W\/".+"$/);
    const head = await read(publicPath('/pitches/north-1/calendar.ics'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
    const again = await read(publicPath('/pitches/north-1/calendar.ics'), { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(body.length).toBeGreaterThan(0);
    expect((await read(publicPath('/schedule.pdf'), { method: 'HEAD' })).status).toBe(200);
  }, 30_000);

  it('prints a public PDF with groups, round names and venue time, and says no matches for an unknown filter', async () => {
    const response = await read(publicPath('/schedule.pdf'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfText(new Uint8Array(await response.arrayBuffer()));
    const text = pages.join('\n');
    expect(text).toContain('Group A');
    expect(text).toContain('Group B');
    expect(text).toContain('Semi-final');
    expect(text).toContain('Final');
    expect(text).toContain('Winner Group A');
    expect(text).toContain(`Times are local time at the venue (New York, ${ZONE})`);
    expect(text).toMatch(/printed \d{4}-\d\d-\d\d \d\d:\d\d New York time/);
    expect(text).toMatch(/^09:00$/m);

    const pitch = await pdfText(new Uint8Array(await (await read(publicPath('/schedule.pdf?pitch=north-1'))).arrayBuffer()));
    expect(pitch.join('\n')).toContain('North 1 (grass)');
    expect(pitch.join('\n')).not.toContain('South 2 (');
    const unknown = await read(publicPath('/schedule.pdf?pitch=north-9'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not_found', message: "No matches on a pitch called 'north-9' in this tournament" });

    const organizer = await fetch(`${cloud.url}/api/tournaments/${tournamentId}/schedule.pdf?pitch=north-1&date=${DAY_1}`, { headers: { authorization: `Bearer ${adminToken}`, ...DEMO_ORG_HEADERS } });
    expect(organizer.status).toBe(200);
    expect((await pdfText(new Uint8Array(await organizer.arrayBuffer()))).join('\n')).toContain('Saturday 5 September 2026');
  }, 60_000);

  it('prints the PDF in the page\u2019s language, else the browser\u2019s (Swedish, German), and refuses a language it does not speak', async () => {
    const textOf = async (path: string, headers: Record<string, string> = {}) => {
      const response = await read(publicPath(path), { headers });
      expect(response.status).toBe(200);
      return (await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n');
    };
    const sv = await textOf('/schedule.pdf?lang=sv', { 'accept-language': 'de-DE,de;q=0.9' });
    for (const words of ['Avspark', 'Grupp / omgång', 'Hemma', 'Borta', 'Resultat', 'Grupp A', 'Semifinal', 'lördag 5 september 2026', `Tiderna är lokal tid på arenan (New York, ${ZONE})`])
      expect(sv).toContain(words);
    expect(sv).toMatch(/North 1 \(grass\) \(\d+ matcher\)/);
    expect(sv).toMatch(/Sida 1 av \d+/);
    expect(sv).toMatch(/utskrivet \d{4}-\d\d-\d\d \d\d:\d\d New York-tid/);
    expect(sv).not.toMatch(/Kick-off|Semi-final|Page 1 of|printed/);

    const de = await textOf('/schedule.pdf', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    for (const words of ['Anstoß', 'Heim', 'Gast', 'Gruppe A', 'Halbfinale', 'Samstag, 5. September 2026', 'Zeiten in Ortszeit am Austragungsort']) expect(de).toContain(words);
    expect(de).toMatch(/Seite 1 von \d+/);
    expect(await textOf('/schedule.pdf')).toContain('Kick-off');

    const refused = await read(publicPath('/schedule.pdf?lang=xx'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'validation_failed', fields: { lang: 'Choose one of the languages Pitchside speaks' } });
  }, 60_000);

  it('words a feed in its URL\u2019s language (German, read back by node-ical) and keeps each language apart at the edge', async () => {
    type Worded = { summary?: string; description?: string };
    const text = await (await read(publicPath('/pitches/north-1/calendar.ics?lang=de'))).text();
    expect(text).toContain('X-WR-CALDESC:Spiele auf North 1 (grass) beim');
    const events = vevents(text) as Worded[];
    expect(events.some((event) => /^.+ – .+ \(Boys U12, Gruppe [AB]\)$/.test(event.summary ?? ''))).toBe(true);
    expect(events.some((event) => /Boys U12 · Gruppe [AB]/.test(event.description ?? ''))).toBe(true);
    const knockout = vevents(await (await read(publicPath('/pitches/south-2/calendar.ics?lang=de'))).text()) as Worded[];
    const all = [...events, ...knockout].map((event) => event.summary ?? '');
    expect(all.filter((summary) => /Halbfinale|Finale|Spiel um Platz 3/.test(summary))).toHaveLength(4);
    expect(all.join('\n')).not.toMatch(/ v |Semi-final|, Group /);
    // Through the edge: the English and the German feed are two copies, each in its own words.
    const edge = async (query: string) =>
      (vevents(await (await fetch(`${cloud.url}${publicPath(`/pitches/north-1/calendar.ics${query}`)}`)).text()) as Worded[]).map((event) => event.summary ?? '').join('\n');
    expect(await edge('?lang=de')).toMatch(/\(Boys U12, Gruppe [AB]\)/);
    expect(await edge('')).toMatch(/\(Boys U12, Group [AB]\)/);
    expect((await read(publicPath('/pitches/north-1/calendar.ics?lang=xx'))).status).toBe(400);
  }, 60_000);

  it('exports a CSV that imports back with the same divisions, groups, knockout and matches, and no extra teams', async () => {
    const response = await fetch(`${cloud.url}/api/tournaments/${tournamentId}/matches.csv`, { headers: { authorization: `Bearer ${adminToken}`, ...DEMO_ORG_HEADERS } });
    expect(response.status).toBe(200);
    const rows = parseCsv(
      Buffer.from(await response.arrayBuffer())
        .subarray(3)
        .toString('utf8'),
    );
    // The CSV opened in a spreadsheet program and saved as a workbook (.xlsx), then imported into a new tournament.
    const copyId = await createTournament(call, auth(), `Outputs Copy ${Date.now()}`);
    const run = await importFile(call, auth(), copyId, await workbookBuffer([{ name: 'matches', rows }]));
    expect(run.final).toMatchObject({ status: 'completed', error: null });

    const [original, copy] = await Promise.all([tournamentContents(db, tournamentId), tournamentContents(db, copyId)]);
    expect(copy.divisions.map((division) => division.name)).toEqual(original.divisions.map((division) => division.name));
    const groups = (contents: typeof original) => contents.teams.map((team) => `${team.team} in ${team.bracket}`).sort();
    expect(groups(copy)).toEqual(groups(original));
    expect(copy.teams).toHaveLength(TEAMS.length);
    expect(copy.teams.map((team) => team.team)).not.toContainEqual(expect.stringMatching(/Winner|Loser|2nd|Group/));
    const knockout = (contents: typeof original) =>
      contents.matches
        .filter((match) => match.stage === 'knockout' || match.knockoutCode)
        .map((match) => [match.knockoutCode, match.roundName, match.homeLabel ?? match.homeTeam, match.awayLabel ?? match.awayTeam, match.homeSource, match.awaySource, match.date, match.time])
        .sort();
    expect(knockout(copy)).toEqual(knockout(original));
    expect(knockout(copy)).toHaveLength(4);
    const shape = (match: { division: string; date: string; time?: string; field?: string; homeTeam: string; awayTeam: string }) =>
      `${match.division} ${match.date} ${match.time} ${match.field} ${match.homeTeam} v ${match.awayTeam}`;
    expect(copy.matches.map(shape).sort()).toEqual(original.matches.map(shape).sort());
  }, 90_000);
});
