import { createDatabase, dynamoEntryPaymentRepository, dynamoOrganizationRepository, dynamoTournamentRepository, dynamoTournamentStructureRepository } from '@pitchside/core/data';
import { dynamo, sesMailer } from '@pitchside/core/aws';
import { REGISTRATION_LIMITS, type ApplicationAnswer, type EntryList, type RegistrationOverview } from '@pitchside/shared';
import { dynamoRegistrationRepository } from '../../services/registration/src/adapters/registrations';
import { structureTournamentTeams } from '../../services/registration/src/adapters/tournament-teams';
import type { RegistrationPorts } from '../../services/registration/src/ports';
import { releaseIfOverdue } from '../../services/registration/src/use-cases/release';
import { applicationStatus } from '../../services/registration/src/use-cases/application-status';
import { startEntryCheckout } from '../../services/payments/src/use-cases/entry-checkout';
import type { PaymentsPorts } from '../../services/payments/src/ports';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { mailTo } from '../support/mailbox';
import { application, openSettings, registrationCup } from '../support/registration-fixture';
import { signInDemo } from '../support/sign-in';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';
import { until } from '../support/until';

/**
 * Unpaid places released after their time to pay (issue 32, decision 0057), against DynamoDB Local, the
 * SES and Stripe fakes of the local cloud. The release runs as the sweep runs it, with the clock (a port)
 * two hours on: the test never waits an hour. Only this test's own teams are released (by key).
 */
jest.setTimeout(120_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const stripeApi = String(process.env.PITCHSIDE_STRIPE_API_URL);
const db = createDatabase(cloud.resources.tableName, dynamo());
const structure = dynamoTournamentStructureRepository(db);
const HOUR = 3_600_000;
const later = (hours: number) => ({ now: () => new Date(Date.now() + hours * HOUR) });
const portsAt = (clock: RegistrationPorts['clock']): RegistrationPorts => ({
  organizations: dynamoOrganizationRepository(db),
  tournaments: dynamoTournamentRepository(db),
  structure,
  registrations: dynamoRegistrationRepository(db),
  tournamentTeams: structureTournamentTeams(structure),
  mailer: sesMailer('registration@pitchside.local'),
  refunds: { refund: () => Promise.reject(new Error('A release never refunds: nothing was paid')) },
  entryPayments: dynamoEntryPaymentRepository(db),
  rateLimiter: { attempt: async () => true },
  appUrl: cloud.url,
  clock,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
let adminToken = '';
const admin = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, { token: adminToken, headers: DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });
const apply = (tournamentId: string, body: unknown) => call<ApplicationAnswer>('POST', `/api/registration/tournaments/${tournamentId}/applications`, { body });

async function statusOf(base: string, divisionId: string): Promise<Map<string, EntryList['entries'][number]>> {
  const { entries } = (await admin<EntryList>('GET', `${base}/registration/divisions/${divisionId}/entries`)).body;
  return new Map(entries.map((entry) => [entry.team, entry]));
}

async function mailSaying(address: string, words: string) {
  return until(async () => {
    const mail = await mailTo(cloud, address).catch(() => null);
    return mail?.text.includes(words) ? mail : undefined;
  }, `a mail to ${address} saying "${words}"`);
}

async function heldCount(base: string, divisionId: string): Promise<number> {
  const { divisions } = (await admin<RegistrationOverview>('GET', `${base}/registration`)).body;
  return divisions.find((division) => division.divisionId === divisionId)?.registration?.held ?? -1;
}

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
});

describe('unpaid places released after their time to pay', () => {
  it('keeps a place inside its time, releases it after, offers it to the head of the line with a time to pay, once', async () => {
    const cup = await registrationCup(call, adminToken, 'release');
    expect((await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(1, { payHours: 2 }))).status).toBe(200);
    const owls = application('Owls', [{ name: 'Owls U12', divisionId: cup.boys }]);
    const foxes = application('Foxes', [{ name: 'Foxes U12', divisionId: cup.boys }], { language: 'sv' });
    expect((await apply(cup.tournamentId, owls)).body.teams[0]).toMatchObject({ status: 'accepted' });
    expect((await apply(cup.tournamentId, foxes)).body.teams[0]).toMatchObject({ status: 'waitlisted' });
    expect((await mailSaying(owls.contactEmail, 'Pay by')).text).toContain('to keep the place');

    // One hour on, Owls still have an hour: nothing happens.
    expect(await releaseIfOverdue(portsAt(later(1)), { tournamentId: cup.tournamentId, teamKey: 'owlsu12' }, later(1).now())).toBe(false);
    expect((await statusOf(cup.base, cup.boys)).get('Owls U12')).toMatchObject({ status: 'accepted' });

    // Three hours on, two sweeps at once: one releases, the other finds it done; Foxes get the place.
    const ports = portsAt(later(3));
    const runs = await Promise.all([0, 1].map(() => releaseIfOverdue(ports, { tournamentId: cup.tournamentId, teamKey: 'owlsu12' }, later(3).now())));
    expect(runs.filter(Boolean)).toHaveLength(1);
    const after = await statusOf(cup.base, cup.boys);
    // The organizer's list says why Owls left (the club's reason field stays theirs: empty).
    expect(after.get('Owls U12')).toMatchObject({ status: 'withdrawn', released: true, reason: null });
    expect(after.get('Foxes U12')).toMatchObject({ status: 'accepted', payment: { status: 'unpaid' } });
    expect(await heldCount(cup.base, cup.boys)).toBe(1);
    expect((await mailSaying(owls.contactEmail, 'lost its place')).text).toContain('not paid in time');
    expect((await mailSaying(foxes.contactEmail, 'Betala senast')).text).toContain('Foxes U12');
    // Owls can no longer pay for the place.
    const late = await call<{ error?: string }>('POST', '/api/payments/entries', {
      body: { tournamentId: cup.tournamentId, applicationKey: owls.idempotencyKey, team: 'Owls U12', part: 'full', amount: 1500_00, currency: 'SEK' },
    });
    expect(late.body).toMatchObject({ error: 'no_place' });
  });

  it('a payment racing the release: either the payment keeps the place or it is refunded, never both lost', async () => {
    const cup = await registrationCup(call, adminToken, 'release-race');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(1, { payHours: 1 }));
    const wolves = application('Wolves', [{ name: 'Wolves U12', divisionId: cup.boys }]);
    const hares = application('Hares', [{ name: 'Hares U12', divisionId: cup.boys }]);
    await apply(cup.tournamentId, wolves);
    await apply(cup.tournamentId, hares);
    const started = await call<{ url: string; sessionId: string }>('POST', '/api/payments/entries', {
      body: { tournamentId: cup.tournamentId, applicationKey: wolves.idempotencyKey, team: 'Wolves U12', part: 'full', amount: 1500_00, currency: 'SEK' },
    });
    expect(started.status).toBe(200);

    const [released] = await Promise.all([
      releaseIfOverdue(portsAt(later(2)), { tournamentId: cup.tournamentId, teamKey: 'wolvesu12' }, later(2).now()),
      fetch(`${started.body.url}/pay`, { method: 'POST', redirect: 'manual' }),
    ]);
    const intentId = ((await fetch(`${stripeApi}/v1/checkout/sessions/${started.body.sessionId}`).then((response) => response.json())) as { payment_intent: string }).payment_intent;
    const entries = await statusOf(cup.base, cup.boys);
    if (released) {
      expect(entries.get('Wolves U12')).toMatchObject({ status: 'withdrawn' });
      expect(entries.get('Hares U12')).toMatchObject({ status: 'accepted' });
      const refunded = await until(async () => {
        const intent = (await fetch(`${stripeApi}/v1/payment_intents/${intentId}`).then((response) => response.json())) as { refunded: number };
        return intent.refunded === 1500_00 ? intent : undefined;
      }, 'the late payment refunded');
      expect(refunded.refunded).toBe(1500_00);
    } else {
      expect(entries.get('Wolves U12')).toMatchObject({ status: 'accepted', payment: { status: 'paid', paid: 1500_00 } });
      expect(entries.get('Hares U12')).toMatchObject({ status: 'waitlisted' });
      // Paid: the clock stopped, so a later sweep leaves the place alone.
      expect(await releaseIfOverdue(portsAt(later(5)), { tournamentId: cup.tournamentId, teamKey: 'wolvesu12' }, later(5).now())).toBe(false);
    }
    expect(await heldCount(cup.base, cup.boys)).toBe(1);
  });

  it('acts on a clock that ran out when it is read: paying is refused and the page shows the place gone, before any sweep', async () => {
    const cup = await registrationCup(call, adminToken, 'release-on-read');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(1, { payHours: 1 }));
    const moles = application('Moles', [{ name: 'Moles U12', divisionId: cup.boys }]);
    const voles = application('Voles', [{ name: 'Voles U12', divisionId: cup.boys }]);
    await apply(cup.tournamentId, moles);
    await apply(cup.tournamentId, voles);
    // Two hours on, no sweep has run: checkout refuses before any session is made (no Stripe port is reached).
    const unreachable = new Proxy({}, { get: (_target, name) => () => Promise.reject(new Error(`${String(name)} must not be reached`)) });
    const paymentsAt = (clock: PaymentsPorts['clock']): PaymentsPorts => ({
      organizations: dynamoOrganizationRepository(db),
      tournaments: dynamoTournamentRepository(db),
      entries: dynamoEntryPaymentRepository(db),
      rateLimiter: { attempt: async () => true },
      clock,
      appUrl: cloud.url,
      payments: unreachable as PaymentsPorts['payments'],
      checkout: unreachable as PaymentsPorts['checkout'],
      connect: unreachable as PaymentsPorts['connect'],
      stripeAccounts: unreachable as PaymentsPorts['stripeAccounts'],
      mailer: unreachable as PaymentsPorts['mailer'],
    });
    const pay = { tournamentId: cup.tournamentId, applicationKey: moles.idempotencyKey, team: 'Moles U12', part: 'full' as const, amount: 1500_00, currency: 'SEK' };
    await expect(startEntryCheckout(paymentsAt(later(2)), pay, '192.0.2.7')).rejects.toMatchObject({ code: 'pay_time_over' });
    expect((await statusOf(cup.base, cup.boys)).get('Moles U12')).toMatchObject({ status: 'accepted' });
    // Inside its time the same request is not refused for time (it reaches the session, which the unreachable port stops).
    await expect(startEntryCheckout(paymentsAt(later(0)), pay, '192.0.2.7')).rejects.not.toMatchObject({ code: 'pay_time_over' });

    // The club opens its page two hours on: the place is released as the sweep would, and Voles are offered it.
    const page = await applicationStatus(portsAt(later(2)), cup.tournamentId, { applicationKey: moles.idempotencyKey });
    expect(page.teams).toMatchObject([{ team: 'Moles U12', status: 'withdrawn', released: true, payBy: null }]);
    const entries = await statusOf(cup.base, cup.boys);
    expect(entries.get('Voles U12')).toMatchObject({ status: 'accepted', released: false, payment: { status: 'unpaid' } });
    expect(await heldCount(cup.base, cup.boys)).toBe(1);
  });

  it("shows the club's own page to its key only: a wrong key or another tournament's answers 404", async () => {
    const cup = await registrationCup(call, adminToken, 'club-page');
    const other = await registrationCup(call, adminToken, 'club-page-other');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(1, { payHours: 24 }));
    const elks = application('Elks', [{ name: 'Elks U12', divisionId: cup.boys }]);
    const deer = application('Deer', [{ name: 'Deer U12', divisionId: cup.boys }]);
    await apply(cup.tournamentId, elks);
    await apply(cup.tournamentId, deer);
    const status = (tournamentId: string, applicationKey: string) =>
      call<{ club?: string; teams?: { team: string; status: string; position: number | null; payBy: string | null }[]; error?: string }>(
        'POST',
        `/api/registration/tournaments/${tournamentId}/applications/status`,
        { body: { applicationKey } },
      );
    const mine = await status(cup.tournamentId, elks.idempotencyKey);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ club: 'Elks FC', teams: [{ team: 'Elks U12', status: 'accepted', position: null }] });
    expect(Date.parse(mine.body.teams?.[0]?.payBy ?? '') - Date.now()).toBeGreaterThan(23 * HOUR);
    expect((await status(cup.tournamentId, deer.idempotencyKey)).body).toMatchObject({ teams: [{ team: 'Deer U12', status: 'waitlisted', position: 1, payBy: null }] });
    // Guessing: another key, the right key on another tournament, a key too short to be one.
    expect((await status(cup.tournamentId, `${elks.idempotencyKey}x`)).status).toBe(404);
    expect((await status(other.tournamentId, elks.idempotencyKey)).status).toBe(404);
    expect((await status(cup.tournamentId, 'short')).status).toBe(400);
    // The application's e-mail links to the page, the key in the fragment only.
    const mail = await mailSaying(elks.contactEmail, 'on your page');
    expect(mail.text).toContain(`/t/${cup.tournamentId}/register#key=${elks.idempotencyKey}`);
  });

  it('limits public registration writes per caller address: a script is refused with 429, another club still applies', async () => {
    const cup = await registrationCup(call, adminToken, 'write-limit');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(5));
    const from = (address: string) => ({ 'cloudfront-viewer-address': `${address}:443` });
    const statuses: number[] = [];
    // The attacker pays for a team it does not have, over and over (each answers 404 until it is cut off).
    for (let i = 0; i < REGISTRATION_LIMITS.writesPerSourcePerHour + 1; i++) {
      const answer = await call('POST', '/api/payments/entries', {
        body: { tournamentId: cup.tournamentId, applicationKey: `attack-key-${i}`, team: 'Nobody', part: 'full', amount: 1500_00, currency: 'SEK' },
        headers: from('203.0.113.9'),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Applying shares the allowance: refused too, and nothing is held for it.
    const refused = await call<{ error?: string }>('POST', `/api/registration/tournaments/${cup.tournamentId}/applications`, {
      body: application('Script', [{ name: 'Script U12', divisionId: cup.boys }]),
      headers: from('203.0.113.9'),
    });
    expect(refused.status).toBe(429);
    expect(await heldCount(cup.base, cup.boys)).toBe(0);
    // Another club, from another address, applies as usual.
    const club = await call<ApplicationAnswer>('POST', `/api/registration/tournaments/${cup.tournamentId}/applications`, {
      body: application('Real', [{ name: 'Real U12', divisionId: cup.boys }]),
      headers: from('198.51.100.7'),
    });
    expect(club.status).toBe(201);
  });
});
