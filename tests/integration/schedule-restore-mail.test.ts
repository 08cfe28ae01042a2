import type { ScheduleRestoreResult, ScheduleSetupInput, ScheduleVersionSummary, ScheduleView } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
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
const VENUE: ScheduleSetupInput = {
  pitches: [
    { id: 'p1', name: 'Restore 1', size: '7v7', ages: ['u12'] },
    { id: 'p2', name: 'Restore 2', size: '7v7', ages: ['u12'] },
  ],
  days: [{ date: SATURDAY, start: '09:00', end: '18:00' }],
  minRestMinutes: 30,
};

const asAdmin = organizerCalls(call, () => adminToken);

async function person(role: 'referee' | 'coach', name: string, language?: string): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail(`restore-${role}`);
  const password = role === 'referee' ? 'Referee123' : 'Coach1234';
  const { user } = await asAdmin<{ user: { uid: string } }>('POST', '/api/auth/create-user', { email, password, displayName: name, role: { [role]: true } });
  if (language) {
    const { idToken } = await signIn(cloud, email, password);
    expect((await call('PUT', '/api/profile', { token: idToken, body: { language } })).status).toBe(200);
  }
  return { uid: user.uid, email };
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
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string; name: string } }>('POST', '/api/tournaments', {
    name: `Restore Cup ${Date.now()}`,
    type: 'tournament',
    days: 'weekends',
    startDate: SATURDAY,
    endDate: SATURDAY,
    venue: 'Restore Park',
    ageGroups: ['u12'],
    genders: ['boys'],
    firstHalfDuration: 1200,
    breakDuration: 300,
    secondHalfDuration: 1200,
  });
  const base = `/api/tournaments/${tournament.tournamentId}`;
  await asAdmin('POST', `${base}/divisions`, { name: 'Boys U12', age: 'u12', gender: 'boys' });
  const coach = await person('coach', 'Sara Tränare', 'sv');
  const { team } = await asAdmin<{ team: { teamId: string } }>('POST', '/api/teams', { name: `Hammarby Restore ${Date.now()}`, age: 'u12', gender: 'male', coachUid: coach.uid });
  await asAdmin('POST', `${base}/teams`, { team: 'Hammarby', division: 'Boys U12', teamId: team.teamId });
  for (const name of ['AIK', 'Djurgården', 'Brommapojkarna']) await asAdmin('POST', `${base}/teams`, { team: name, division: 'Boys U12' });
  await asAdmin('PUT', `${base}/schedule/setup`, VENUE);
  const generated = await asAdmin<ScheduleView>('POST', `${base}/schedule/generate`, {});
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
