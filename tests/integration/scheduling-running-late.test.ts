import type { DelayPreview, DelayResult, MatchView, PublicMatch, ScheduleView } from '@pitchside/shared';
import { apiClient, PAST_THE_EDGE, uniqueEmail } from '../support/api-client';
import { createGeneratedCup, createPerson, twoPitchDay } from '../support/generated-cup';
import { localCloudHandle } from '../support/local-cloud-handle';
import { organizerCalls } from '../support/scheduled-knockout';
import { mailTo } from '../support/mailbox';
import { signIn, signInDemo } from '../support/sign-in';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';

/**
 * "Pitch 1 is running 20 minutes late" against the real local cloud (docs/scheduling.md, "Running late"):
 * preview and apply as the organizer and as the match's referee, the e-mails in the SES emulator, the
 * public match, the referee console's list and the pitch's calendar feed at the expected time with a
 * higher SEQUENCE, a rule break refused until confirmed, catching up, and the attacks (another referee,
 * another organization, another tournament's match in the body).
 */
jest.setTimeout(90_000);

const cloud = localCloudHandle();
const call = apiClient(cloud);
let adminToken = '';

const SATURDAY = '2026-08-22';
const VENUE = twoPitchDay(SATURDAY, ['Late 1', 'Late 2']);
const TEAMS = ['Hammarby', 'AIK', 'Djurgården', 'Brommapojkarna'];

const asAdmin = organizerCalls(call, () => adminToken);

const user = (role: 'referee' | 'coach', name: string) => createPerson(cloud, asAdmin, role, name, 'late');

/** A published cup: Boys U12, four teams (one coached), scheduled on two pitches; the first match on Late 1 refereed by Rosa. */
async function cup(label: string) {
  const coach = await user('coach', 'Cleo Coach');
  const coached = { clubTeam: `Hammarby ${label} ${Date.now()}`, coachUid: coach.uid };
  const cupOptions = { name: `Late ${label} ${Date.now()}`, venue: 'Late Park', setup: VENUE, division: 'Boys U12', teams: TEAMS, coached };
  const { tournament, base, view } = await createGeneratedCup(asAdmin, cupOptions);
  const onPitch1 = view.matches.filter((m) => m.pitchId === 'p1').sort((a, b) => a.start.localeCompare(b.start));
  const first = onPitch1[0];
  if (!first) throw new Error('no match on Late 1');
  const referee = await user('referee', 'Rosa Referee');
  await asAdmin('PUT', `/api/tournaments/${tournament.tournamentId}/matches/${first.matchId}/referee`, { refereeId: referee.uid });
  await asAdmin('POST', `${base}/publish`);
  return { tournamentId: tournament.tournamentId, base, view, onPitch1, first, referee, coach };
}

const pitch1 = (minutes: number, acceptedViolations?: string[]) => ({ target: { kind: 'pitch', pitchId: 'p1', date: SATURDAY }, minutes, ...(acceptedViolations ? { acceptedViolations } : {}) });
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
async function feedEvent(tournamentId: string, matchId: string): Promise<string> {
  const response = await fetch(`${cloud.url}/api/public/tournaments/${tournamentId}/pitches/late-1/calendar.ics`, { headers: PAST_THE_EDGE });
  const event = unfold(await response.text())
    .split('BEGIN:VEVENT')
    .find((candidate) => candidate.includes(`UID:${matchId}.`));
  if (!event) throw new Error(`no event for ${matchId}`);
  return event;
}
const sequenceOf = (event: string) => Number(/SEQUENCE:(\d+)/.exec(event)?.[1]);
const later = (hhmm: string, minutes: number) => {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}${String(total % 60).padStart(2, '0')}`;
};

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
}, 30_000);

describe('the organizer marks a pitch 20 minutes late', () => {
  it('previews, applies, tells the referee by e-mail, and every reader shows the expected time; catching up puts it back', async () => {
    const { tournamentId, base, onPitch1, first, referee } = await cup('pitch');
    const before = await feedEvent(tournamentId, first.matchId);

    const preview = await asAdmin<DelayPreview>('POST', `${base}/schedule/delays/preview`, pitch1(20));
    expect(preview.target).toBe(`Late 1 on ${SATURDAY}`);
    expect(
      preview.changes
        .filter((change) => change.cause === 'asked')
        .map((change) => change.matchId)
        .sort(),
    ).toEqual(onPitch1.map((m) => m.matchId).sort());
    expect(preview.changes.find((change) => change.matchId === first.matchId)).toMatchObject({
      time: first.start,
      delayMinutes: 20,
      expected: `${later(first.start, 20).replace(/(\d\d)(\d\d)/, '$1:$2')} (+20)`,
    });
    // A preview writes nothing.
    const untouched = await call<PublicMatch>('GET', `/api/public/tournaments/${tournamentId}/matches/${first.matchId}`, { headers: PAST_THE_EDGE });
    expect(untouched.body.delayMinutes).toBeUndefined();

    const result = await asAdmin<DelayResult>('POST', `${base}/schedule/delays`, pitch1(20));
    expect(result.applied).toBe(true);
    expect(result.notified).toBeGreaterThanOrEqual(1);
    const mail = await mailTo(cloud, referee.email);
    expect(mail.text).toContain('Late 1 is running 20 minutes late');
    expect(mail.text).toContain(`(+20)`);

    // The public page's match: published time kept, the delay beside it.
    const publicMatch = await call<PublicMatch>('GET', `/api/public/tournaments/${tournamentId}/matches/${first.matchId}`, { headers: PAST_THE_EDGE });
    expect(publicMatch.body).toMatchObject({ time: first.start, delayMinutes: 20 });
    // The referee's console list.
    const assigned = await call<{ matches: MatchView[] }>('GET', '/api/matches/assigned', { token: await referee.token() });
    expect(assigned.body.matches.find((m) => m.matchId === first.matchId)).toMatchObject({ time: first.start, delayMinutes: 20 });
    // The board.
    const board = await asAdmin<ScheduleView>('GET', `${base}/schedule`);
    expect(board.matches.find((m) => m.matchId === first.matchId)).toMatchObject({ start: first.start, delayMinutes: 20 });
    // The pitch's feed: the event at the expected time, with a higher SEQUENCE so calendars replace it.
    const after = await feedEvent(tournamentId, first.matchId);
    expect(after).toContain(`DTSTART:${SATURDAY.replaceAll('-', '')}T${later(first.start, 20)}00`);
    expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));

    // Catching up: back to 0, the published time again, and one more SEQUENCE.
    await asAdmin<DelayResult>('POST', `${base}/schedule/delays`, pitch1(0));
    const caught = await call<PublicMatch>('GET', `/api/public/tournaments/${tournamentId}/matches/${first.matchId}`, { headers: PAST_THE_EDGE });
    expect(caught.body.delayMinutes).toBeUndefined();
    const back = await feedEvent(tournamentId, first.matchId);
    expect(back).toContain(`DTSTART:${SATURDAY.replaceAll('-', '')}T${first.start.replace(':', '')}00`);
    expect(sequenceOf(back)).toBeGreaterThan(sequenceOf(after));
  });

  it("refuses a delay past the venue's day end until it is confirmed, naming the reason and a fix; nothing is written meanwhile", async () => {
    const { tournamentId, base, first } = await cup('closing');
    const preview = await asAdmin<DelayPreview>('POST', `${base}/schedule/delays/preview`, pitch1(540));
    const closing = preview.violations.find((violation) => violation.code === 'outside-window');
    expect(closing?.message).toMatch(/after the venue closes at 18:00/);
    expect(closing?.suggestion).toMatch(/another day or pitch/);
    const refused = await call<{ error: string; message: string }>('POST', `${base}/schedule/delays`, { token: adminToken, headers: DEMO_ORG_HEADERS, body: pitch1(540) });
    expect(refused).toMatchObject({ status: 409, body: { error: 'delay_needs_confirmation' } });
    const stillOnTime = await call<PublicMatch>('GET', `/api/public/tournaments/${tournamentId}/matches/${first.matchId}`, { headers: PAST_THE_EDGE });
    expect(stillOnTime.body.delayMinutes).toBeUndefined();
    const confirmed = await asAdmin<DelayResult>(
      'POST',
      `${base}/schedule/delays`,
      pitch1(
        540,
        preview.violations.map((violation) => violation.key),
      ),
    );
    expect(confirmed.applied).toBe(true);
  });

  it('answers 400 for a bad body, never 5xx', async () => {
    const { base } = await cup('bad');
    for (const body of [
      { target: { kind: 'pitch', pitchId: 'p1', date: 'tomorrow' }, minutes: 5 },
      { target: { kind: 'match', matchId: 'x' }, minutes: -5 },
      { target: { kind: 'moon' }, minutes: 5 },
      { ...pitch1(5), extra: 1 },
      pitch1(100_000),
    ]) {
      const answer = await call('POST', `${base}/schedule/delays/preview`, { token: adminToken, headers: DEMO_ORG_HEADERS, body });
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
    }
  });
});

describe('the referee of a match', () => {
  it("delays their own match and their pitch that day; another referee, another organization and another tournament's match are refused", async () => {
    const { base, first, onPitch1, referee, tournamentId, coach } = await cup('referee');
    const refereeToken = await referee.token();
    const own = await call<DelayResult>('POST', `${base}/schedule/delays`, { token: refereeToken, body: { target: { kind: 'match', matchId: first.matchId }, minutes: 10 } });
    expect(own).toMatchObject({ status: 200, body: { applied: true } });
    expect(own.body.changes.find((change) => change.matchId === first.matchId)).toMatchObject({ delayMinutes: 10 });
    const pitch = await call<DelayPreview>('POST', `${base}/schedule/delays/preview`, { token: refereeToken, body: pitch1(15) });
    expect(pitch.status).toBe(200);

    // Another referee of the same organization: not their match, not their pitch.
    const other = await user('referee', 'Otto Other');
    const otherToken = await other.token();
    const notHers = onPitch1[1]?.matchId ?? '';
    expect((await call('POST', `${base}/schedule/delays`, { token: otherToken, body: { target: { kind: 'match', matchId: first.matchId }, minutes: 30 } })).status).toBe(403);
    expect((await call('POST', `${base}/schedule/delays`, { token: refereeToken, body: { target: { kind: 'match', matchId: notHers }, minutes: 30 } })).status).toBe(403);
    expect((await call('POST', `${base}/schedule/delays`, { token: otherToken, body: pitch1(30) })).status).toBe(403);
    // The coach of a team in it: the role is refused at the gateway.
    const coachToken = await coach.token();
    expect((await call('POST', `${base}/schedule/delays`, { token: coachToken, body: pitch1(30) })).status).toBe(403);

    // Another organization's admin: the tournament does not exist for them.
    const stranger = { email: uniqueEmail('late-other-org'), password: 'Other1234' };
    expect((await call('POST', '/api/auth/signup', { body: { ...stranger, displayName: 'Other Admin', organizationName: 'Other Late Org' } })).status).toBe(201);
    const strangerToken = (await signIn(cloud, stranger.email, stranger.password)).idToken;
    for (const path of [`${base}/schedule/delays`, `${base}/schedule/delays/preview`]) {
      expect((await call('POST', path, { token: strangerToken, body: pitch1(30) })).status).toBe(404);
    }

    // A match id this tournament does not have (another tournament's imported match, or made up): not found.
    expect(
      (await call('POST', `${base}/schedule/delays`, { token: adminToken, headers: DEMO_ORG_HEADERS, body: { target: { kind: 'match', matchId: 'm-0123456789abcdef01234567' }, minutes: 5 } })).status,
    ).toBe(404);

    // Nothing the refused calls asked for was written.
    const publicMatch = await call<PublicMatch>('GET', `/api/public/tournaments/${tournamentId}/matches/${first.matchId}`, { headers: PAST_THE_EDGE });
    expect(publicMatch.body.delayMinutes).toBe(10);
  });
});
