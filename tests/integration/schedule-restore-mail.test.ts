import type { ScheduleRestoreResult, ScheduleVersionSummary } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient } from '../support/api-client';
import { createGeneratedCup, createPerson, twoPitchDay } from '../support/generated-cup';
import { localCloudHandle } from '../support/local-cloud-handle';
import { organizerCalls } from '../support/scheduled-knockout';
import { signIn } from '../support/sign-in';

/**
 * Restoring a saved schedule version moves matches back: their coaches and referees are e-mailed as for a
 * weather day (one e-mail each, in their own language), read here from the real SES emulator.
 */
jest.setTimeout(90_000);

const cloud = localCloudHandle();
const call = apiClient(cloud);
let adminToken = '';

const SATURDAY = '2026-08-29';
const VENUE = twoPitchDay(SATURDAY, ['Restore 1', 'Restore 2']);
const TEAMS = ['Hammarby', 'AIK', 'Djurgården', 'Brommapojkarna'];

const asAdmin = organizerCalls(call, () => adminToken);

async function person(role: 'referee' | 'coach', name: string, language?: string): Promise<{ uid: string; email: string }> {
  const made = await createPerson(cloud, asAdmin, role, name, 'restore');
  if (language) expect((await call('PUT', '/api/profile', { token: await made.token(), body: { language } })).status).toBe(200);
  return made;
}

interface StoredMail {
  destination?: { to?: string[] };
  subject?: string;
  body?: { text?: string };
}
async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const { emails = [] } = (await (await fetch(`${cloud.sesEndpoint}/store`)).json()) as { emails?: StoredMail[] };
  return emails.filter((mail) => (mail.destination?.to ?? []).some((to) => to.includes(address))).map((mail) => ({ subject: mail.subject ?? '', text: mail.body?.text ?? '' }));
}
async function mailsUntil(address: string, count: number): Promise<{ subject: string; text: string }[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await mailsTo(address);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  adminToken = (await signIn(cloud, demoAccount('admin').email, demoAccount('admin').password)).idToken;
}, 30_000);

it('restoring a version e-mails the coaches and referees of the matches it moved back, each in their language', async () => {
  const coach = await person('coach', 'Sara Tränare', 'sv');
  const hammarby = { clubTeam: `Hammarby Restore ${Date.now()}`, coachUid: coach.uid };
  const cup = { name: `Restore Cup ${Date.now()}`, venue: 'Restore Park', setup: VENUE, division: 'Boys U12', teams: TEAMS, coached: hammarby };
  const { tournament, base, view: generated } = await createGeneratedCup(asAdmin, cup);
  const refereed = generated.matches.find((match) => match.homeTeam !== 'Hammarby' && match.awayTeam !== 'Hammarby') ?? generated.matches[0];
  const coached = generated.matches.find((match) => match.homeTeam === 'Hammarby' || match.awayTeam === 'Hammarby');
  if (!refereed || !coached) throw new Error('the generated schedule has no matches');
  const referee = await person('referee', 'Rita Referee');
  await asAdmin('PUT', `${base}/matches/${refereed.matchId}/referee`, { refereeId: referee.uid });
  await asAdmin('POST', `${base}/publish`);

  const version = await asAdmin<ScheduleVersionSummary>('POST', `${base}/schedule/versions`, { name: 'As published' });
  // The whole day an hour later (itself e-mailed), then the saved version restored: every match moves back.
  await asAdmin('POST', `${base}/schedule/shift`, { date: SATURDAY, minutes: 60 });
  expect(await mailsUntil(referee.email, 1)).toHaveLength(1);
  const restored = await asAdmin<ScheduleRestoreResult>('POST', `${base}/schedule/versions/${version.versionId}/restore`);
  expect(restored.restored).toBe(generated.matches.length);
  // The answer says how many were e-mailed: the referee and the coach.
  expect(restored.notified).toBe(2);

  const refereeMails = await mailsUntil(referee.email, 2);
  expect(refereeMails).toHaveLength(2);
  const toReferee = refereeMails[1];
  expect(toReferee?.subject).toBe(`Schedule change: ${tournament.name}`);
  expect(toReferee?.text).toContain('Hello Rita Referee');
  const an = (hhmm: string, minutes: number) => {
    const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  const pitch = VENUE.pitches.find((candidate) => candidate.id === refereed.pitchId)?.name ?? '';
  expect(toReferee?.text).toContain(`(referee): ${SATURDAY} ${an(refereed.start, 60)} on ${pitch} → ${SATURDAY} ${refereed.start} on ${pitch}`);

  const coachMails = await mailsUntil(coach.email, 2);
  expect(coachMails).toHaveLength(2);
  const toCoach = coachMails[1];
  expect(toCoach?.subject).toBe(`Ändrat spelschema: ${tournament.name}`);
  expect(toCoach?.text).toContain('Hej Sara Tränare');
  expect(toCoach?.text).toContain(`tränare för Hammarby`);
  expect(toCoach?.text).toContain(`${an(coached.start, 60)}`);

  // A second restore of the same version moves nothing: nobody is e-mailed again.
  expect((await asAdmin<ScheduleRestoreResult>('POST', `${base}/schedule/versions/${version.versionId}/restore`)).notified).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await mailsTo(referee.email)).toHaveLength(2);
  expect(await mailsTo(coach.email)).toHaveLength(2);
});
