import { divisionIdOf } from '@pitchside/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, toast } from './support/app';
import { expectAccessible } from './support/axe';
import { mailClock, waitForMail, type Mail } from './support/mailbox';
import { photo } from './support/photo';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { apiFor, DEMO, mustSucceed, type Api } from './support/public-site';

/**
 * Issue 32, the web half: the organizer opens registration for a division with two places and a deposit;
 * clubs apply from the public page on a phone — the first two get the places and pay (one in full, one the
 * deposit, through the Stripe fake's checkout), the third waits (number 1); the organizer refuses the paid
 * first team with a reason: it is refunded and the waiting team gets its place, which the teams tab shows.
 */
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const DIVISION = 'U12 Boys A';

let api: Api;
let tournamentId: string;
const stamp = Date.now().toString(36);
const club = (letter: string) => ({ club: `${letter} Club ${stamp}`, team: `${letter} Lions ${stamp}`, contact: `${letter} Contact`, email: `club-${letter.toLowerCase()}-${stamp}@example.test` });
const A = club('Alpha');
const B = club('Bravo');
const C = club('Charlie');

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(60_000);
  api = await apiFor(baseURL as string);
  const admin = mustSucceed(api, () => api.token(DEMO.admin));
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await admin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: `Registration Cup ${stamp}`,
    type: 'tournament',
    days: 'weekends',
    startDate: day,
    endDate: day,
    venue: 'Harbour Park, Gothenburg',
    ageGroups: ['u12'],
    genders: ['boys'],
    timeZone: 'Europe/Stockholm',
  });
  tournamentId = created.tournament.tournamentId;
  await admin('POST', `/api/tournaments/${tournamentId}/divisions`, { name: DIVISION, age: 'u12', gender: 'boys' });
  await admin('POST', `/api/tournaments/${tournamentId}/publish`);
});

test.afterAll(async () => {
  await api?.dispose();
});

/** The club's own page from its e-mail, as a path on the app under test (the key is in the fragment). */
function clubPageIn(mail: Mail): string {
  const link = (mail.text.match(/https?:\/\/[^\s"'<>]+/g) ?? []).find((url) => url.includes('/register#key='));
  if (!link) throw new Error(`No link to the club's page in "${mail.subject}":\n${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** A club applies from the tournament's public page on a phone, with one team; returns the answer's page. */
async function apply(browser: Browser, who: typeof A, options: { check?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/t/${tournamentId}`);
  await page.getByRole('link', { name: 'Register teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register teams' })).toBeVisible();
  await expect(page.getByRole('heading', { name: DIVISION })).toBeVisible();
  if (options.check) await expectAccessible(page, 'register teams, empty', { bestPractice: true });
  await page.getByLabel('Club name').fill(who.club);
  await page.getByLabel('Contact person').fill(who.contact);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Team 1: name').fill(who.team);
  // The only open division is chosen already.
  await expect(page.getByLabel('Team 1: division')).toHaveValue(divisionIdOf(DIVISION));
  await page.getByLabel('I accept the terms for my club').check();
  if (options.check) await expectAccessible(page, 'register teams, filled in', { bestPractice: true });
  // A double click sends the same application twice: the key made for this fill makes it one.
  await page.getByRole('button', { name: 'Apply with 1 team' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  return page;
}

test('clubs apply on a phone, the last waits; a refused team’s place goes to it', async ({ page, browser }) => {
  test.setTimeout(180_000);

  // The organizer opens registration for the division: two places, first come first in.
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/admin/tournaments/${tournamentId}?tab=registration`);
  const divisions = page.getByRole('table', { name: 'Registration of each division' });
  await expect(divisions.getByRole('row').filter({ hasText: DIVISION }).getByText('Not open for applications')).toBeVisible();
  await expectAccessible(page, 'registration tab, nothing open');
  await page.getByRole('button', { name: `Open registration for ${DIVISION}` }).click();
  const settings = page.getByRole('dialog', { name: `Open registration: ${DIVISION}` });
  await settings.getByLabel('Places', { exact: true }).fill('2');
  await settings.getByLabel('Entry fee').fill('1500');
  await settings.getByLabel('Currency').fill('SEK');
  await settings.getByLabel('Deposit').fill('500');
  await settings.getByLabel('Balance due by').fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
  await settings.getByLabel('Terms').fill('Every player is insured by the club. Fair play.');
  await expectAccessible(page, 'registration settings');
  await settings.getByRole('button', { name: 'Open registration', exact: true }).click();
  await expect(toast(page, `Registration of ${DIVISION} is set up`)).toBeVisible();
  const row = divisions.getByRole('row').filter({ hasText: DIVISION });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row.getByText('0 of 2 places taken').filter({ visible: true })).toBeVisible();

  // The demo organization's Stripe account is connected: fees go to it.
  await expect(page.getByText('Your Stripe account takes entry fees.')).toBeVisible();

  // Club A on a phone: a place, paid in full at Stripe's checkout (the fake's page), back on the form.
  const alpha = await apply(browser, A, { check: true });
  await expect(alpha.getByText('Place confirmed')).toBeVisible();
  await expectAccessible(alpha, 'register teams, place confirmed', { bestPractice: true });
  await photo(alpha, 'test-results/e2e/register-pay-phone.png', { fullPage: true });
  await alpha.getByRole('button', { name: 'Pay SEK 1,500.00 in full' }).click();
  // Stripe's page (the fake's): the organizer is paid for this team, 1,500.00 SEK.
  await expect(alpha.getByText(`Registration Cup ${stamp}: ${A.team} — 1500.00 SEK`)).toBeVisible();
  await alpha.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(alpha.getByText('Thank you: your payment is received. A receipt is on its way by e-mail.')).toBeVisible();
  await expectAccessible(alpha, 'register teams, paid', { bestPractice: true });
  await alpha.context().close();

  // Club B takes the last place and pays the deposit; club C waits, first in line.
  const bravo = await apply(browser, B);
  await expect(bravo.getByText('Place confirmed')).toBeVisible();
  await bravo.getByRole('button', { name: 'Pay the deposit, SEK 500.00' }).click();
  await bravo.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(bravo.getByText('Thank you: your payment is received. A receipt is on its way by e-mail.')).toBeVisible();
  await bravo.context().close();
  const beforeCharlie = mailClock();
  const charlie = await apply(browser, C);
  const charliePage = clubPageIn(await waitForMail(C.email, beforeCharlie));
  await expect(charlie.getByText('Waiting list: number 1')).toBeVisible();
  await expectAccessible(charlie, 'register teams, waiting list', { bestPractice: true });
  // Another application starts from an empty form (and a new key). (The places left it shows may be up to
  // 5 s old: the public read is cached that long at the edge; the server decides who gets a place.)
  await charlie.getByRole('button', { name: 'Apply with more teams' }).click();
  await expect(charlie.getByLabel('Club name')).toHaveValue('');
  await charlie.context().close();

  // The organizer's list: the double clicks applied once each; A and B in, C waiting first.
  await page.reload();
  await expect(row.getByText('2 of 2 places taken · 1 waiting').filter({ visible: true })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Applied teams of the division' });
  await expect(entries.getByRole('row')).toHaveCount(4);
  const entry = (who: typeof A) => entries.getByRole('row').filter({ hasText: who.team });
  await expect(entry(A).getByText('Accepted')).toBeVisible();
  await expect(entry(A).getByText(/^Paid ·/)).toBeVisible();
  await expect(entry(B).getByText('Accepted')).toBeVisible();
  await expect(entry(B).getByText(/^Deposit paid ·/)).toBeVisible();
  await expect(entry(C).getByText('Waiting: #1')).toBeVisible();
  await expectAccessible(page, 'registration tab, applied teams');

  // A is refused with a reason: its place goes to C.
  await entry(A)
    .getByRole('button', { name: `Refuse ${A.team}` })
    .click();
  const refuse = page.getByRole('dialog', { name: `Refuse ${A.team}` });
  await refuse.getByLabel('Reason').fill('The squad list arrived after the deadline.');
  await expectAccessible(page, 'refuse a team');
  await refuse.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(toast(page, `${A.team} refused`)).toBeVisible();
  await expect(page.locator('.ant-message').getByText(`${C.team} got the place from the waiting list`)).toBeVisible();
  await expect(entry(A).getByText('Refused')).toBeVisible();
  // A paid for its place: Stripe gave the money back.
  await expect(entry(A).getByText(/^Refunded ·/)).toBeVisible();
  await expect(entry(A).getByText('The squad list arrived after the deadline.')).toBeVisible();
  await expect(entry(C).getByText('Accepted')).toBeVisible();
  await expect(row.getByText('2 of 2 places taken').filter({ visible: true })).toBeVisible();

  // C is told it has the place and until when to pay; it opens its own page from its e-mail's link and pays the deposit.
  expect((await waitForMail(C.email, beforeCharlie)).text).toContain('Pay by');
  const own = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  await own.goto(charliePage);
  await expect(own.getByRole('heading', { name: `${C.club}: your teams` })).toBeVisible();
  await expect(own.getByText('Has a place')).toBeVisible();
  await expect(own.getByText('Entry fee SEK 1,500.00: not paid yet.')).toBeVisible();
  await expect(own.getByText(/^Time left to pay: \d+ h \d+ min/)).toBeVisible();
  await expectAccessible(own, 'club page, a place to pay', { bestPractice: true });
  await photo(own, 'test-results/e2e/register-club-phone.png', { fullPage: true });
  await own.getByRole('button', { name: 'Pay the deposit, SEK 500.00' }).click();
  await own.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(own.getByText('Thank you: your payment is received. A receipt is on its way by e-mail.')).toBeVisible();
  await own.context().close();
  await expect(async () => {
    await page.reload();
    await expect(entry(C).getByText(/^Deposit paid ·/)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const ownWide = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await ownWide.goto(charliePage);
  await expect(ownWide.getByText('Entry fee SEK 1,500.00: SEK 500.00 paid (deposit).')).toBeVisible();
  await expect(ownWide.getByRole('button', { name: 'Pay the rest, SEK 1,000.00' })).toBeVisible();
  await expectAccessible(ownWide, 'club page, deposit paid', { bestPractice: true });
  await photo(ownWide, 'test-results/e2e/register-club-desktop.png', { fullPage: true });
  await ownWide.context().close();

  // The accepted teams are the tournament's teams.
  await page.getByRole('tab', { name: /^Teams/ }).click();
  const teams = page.getByRole('table', { name: 'Tournament teams' });
  await expect(teams.getByText(B.team)).toBeVisible();
  await expect(teams.getByText(C.team)).toBeVisible();
  await expect(teams.getByText(A.team)).toHaveCount(0);

  // Both screens at the other size too.
  // (On a phone the tabs that do not fit sit in antd's overflow menu: the address opens the tab.)
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/tournaments/${tournamentId}?tab=registration`);
  await expect(entry(C).getByText('Accepted')).toBeVisible();
  await expectAccessible(page, 'registration tab, applied teams');
  await photo(page, 'test-results/e2e/registration-tab-phone.png', { fullPage: true });
  const desktop = await browser.newContext({ viewport: DESKTOP });
  const wide = await desktop.newPage();
  await wide.goto(`/t/${tournamentId}/register`);
  await expect(wide.getByRole('heading', { name: DIVISION })).toBeVisible();
  await expectAccessible(wide, 'register teams, empty', { bestPractice: true });
  await desktop.close();
});
