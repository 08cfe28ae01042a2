import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { signIn } from './support/app';
import { createGeneratedCup, twoPitchDay } from '../support/generated-cup';
import { expectAccessible } from './support/axe';
import { apiFor, DEMO, mustSucceed, subOf, type Api } from './support/public-site';
import { photo } from './support/photo';

/**
 * Issue 19, "running late in one tap": the organizer marks a pitch 20 minutes late from the board, sees
 * the preview, applies it; the public match page and the referee's console (signed in as the referee)
 * then show '09:20 (+20)' with the published time kept. Then the referee, before kick-off, says their
 * match is running later still. Every screen is checked by axe and photographed at a laptop's and a phone's size.
 */
const SHOTS = '/tmp/shots/late';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const TEAMS = ['Alpha FC', 'Bravo IK', 'Charlie BK', 'Delta IF'];
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function shoot(page: Page, name: string): Promise<void> {
  await photo(page, `${SHOTS}/${name}-1366x800.png`);
  await expectAccessible(page, `${name} at 1366x800`);
  await page.setViewportSize(PHONE);
  await photo(page, `${SHOTS}/${name}-390x844.png`);
  await expectAccessible(page, `${name} at 390x844`);
  await page.setViewportSize(LAPTOP);
}

/** A published cup for tomorrow: four U12 teams on Pitch A and Pitch B from 09:00; the demo referee has the first match on Pitch A. */
async function cup(api: Api) {
  const token = await api.token(DEMO.admin);
  const ok = mustSucceed(api, token);
  const setup = twoPitchDay(tomorrow, ['Pitch A', 'Pitch B'], ['pa', 'pb']);
  const { tournament, base, view } = await createGeneratedCup(ok, { name: `Late Cup ${Date.now()}`, venue: 'Heden', setup, division: 'U12 Boys', teams: TEAMS });
  const { tournamentId } = tournament;
  const first = view.matches.filter((m) => m.pitchId === 'pa').sort((a, b) => a.start.localeCompare(b.start))[0];
  if (!first) throw new Error('nothing on Pitch A');
  await ok('PUT', `${base}/matches/${first.matchId}/referee`, { refereeId: subOf(await api.token(DEMO.referee)) });
  await ok('POST', `${base}/publish`, {});
  return { tournamentId, first };
}

const later = (hhmm: string, minutes: number) => {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

test('the organizer marks a pitch 20 minutes late: the public page and the referee console show the new times; the referee delays their match', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const api = await apiFor(baseURL ?? '');
  const { tournamentId, first } = await cup(api);
  const expected = `${later(first.start, 20)} (+20)`;

  // The organizer, on the board.
  // One context per person (axe needs a page of a context, and each keeps its own sign-in).
  const open = async (viewport: typeof LAPTOP) => (await browser.newContext({ viewport })).newPage();
  const organizer = await open(LAPTOP);
  await signIn(organizer, demoAccount('admin').email, demoAccount('admin').password);
  await organizer.goto(`/admin/tournaments/${tournamentId}/schedule?view=board&day=${tomorrow}`);
  await organizer.getByRole('button', { name: 'Pitch A running late…' }).click();
  const dialog = organizer.getByRole('dialog');
  await dialog.getByRole('button', { name: '+20' }).click();
  await expect(dialog.getByText(expected).first()).toBeVisible();
  await expect(dialog.getByText(/matches? get a new expected kick-off/)).toBeVisible();
  await shoot(organizer, 'board-preview');
  await dialog.getByRole('button', { name: 'Apply delay' }).click();
  await expect(organizer.locator('.ant-message').getByText(/Pitch A, .*: 20 min late · \d+ (person|people) e-mailed/)).toBeVisible();
  await expect(organizer.getByRole('button', { name: 'Pitch A is 20 minutes late: change' })).toBeVisible();
  await expect(organizer.locator(`[data-match-id="${first.matchId}"]`)).toContainText(expected);
  await shoot(organizer, 'board-after');

  // A spectator's public match page.
  const spectator = await open(LAPTOP);
  await spectator.goto(`/t/${tournamentId}/m/${first.matchId}`);
  await expect(spectator.getByText(`Kick-off ${expected}`)).toBeVisible();
  await shoot(spectator, 'public-match');

  // The referee's console, signed in as the referee.
  const referee = await open(PHONE);
  await signIn(referee, demoAccount('referee').email, demoAccount('referee').password);
  await referee.goto(`/admin/matches/${tournamentId}/${first.matchId}`);
  await expect(referee.getByText(expected)).toBeVisible();
  await referee.setViewportSize(LAPTOP);
  await shoot(referee, 'console');

  // Before kick-off the referee says it is later still: 30 minutes.
  await referee.getByRole('button', { name: 'Running 20 min late: change' }).click();
  const own = referee.getByRole('dialog');
  await own.getByRole('button', { name: '+30' }).click();
  await expect(own.getByText(`${later(first.start, 30)} (+30)`).first()).toBeVisible();
  await shoot(referee, 'console-delay');
  await own.getByRole('button', { name: 'Apply delay' }).click();
  await expect(referee.getByText(`${later(first.start, 30)} (+30)`)).toBeVisible();

  await api.dispose();
});

test('a rained-off morning is undone from a saved version: the organizer restores it and is told who was e-mailed', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const api = await apiFor(baseURL ?? '');
  const { tournamentId, first } = await cup(api);
  const token = await api.token(DEMO.admin);
  const base = `/api/tournaments/${tournamentId}`;
  const name = `As published ${Date.now()}`;
  expect((await api.call('POST', `${base}/schedule/versions`, { token, org: true, body: { name } })).status).toBe(201);
  // The whole day an hour later (a weather day), e-mailed to the referee of the first match.
  const shifted = await api.call('POST', `${base}/schedule/shift`, { token, org: true, body: { date: tomorrow, minutes: 60 } });
  expect(shifted.status, shifted.text).toBe(200);

  const organizer = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await signIn(organizer, demoAccount('admin').email, demoAccount('admin').password);
  await organizer.goto(`/admin/tournaments/${tournamentId}/schedule?view=versions`);
  await organizer.getByRole('button', { name: `Restore ${name}` }).click();
  await organizer.locator('.ant-popconfirm').getByRole('button', { name: 'Restore' }).click();
  // Every match back in place, and the referee of the first match told again of their new old time.
  await expect(organizer.locator('.ant-message')).toContainText(new RegExp(`Restored “${name}”: \\d+ matches back in place\\s*1 coach or referee of the moved matches was told by e-mail\\.`));
  await shoot(organizer, 'versions-restored');
  await organizer.goto(`/admin/tournaments/${tournamentId}/schedule?view=board&day=${tomorrow}`);
  await expect(organizer.locator(`[data-match-id="${first.matchId}"]`)).toContainText(first.start);
  await api.dispose();
});
