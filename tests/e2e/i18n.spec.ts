import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, tokenOf } from './support/api';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { formattedWords, LANGUAGE_KEY, LAPTOP, PHONE, shot, untranslated } from './support/pseudo-locale';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { apiFor, assignReferee, createPerson, createPublicTournament, DEMO, postEvents, refereeEvent, type Api, type PublicFixture } from './support/public-site';

/**
 * Issue 20: the public site and the referee console in every language. The pseudo-locale run (`en-XA`:
 * every catalog message accented, lengthened and between ⟦ ⟧) fails on any text that did not come from a
 * catalog, in the page or in its labels; Swedish and German are checked, and pictured, on a phone.
 */
/** The demo referee's own name, shown in the signed-in header (a person's name, not Pitchside's words). */
const REFEREE_NAME = 'Rafael Referee';

/** Words that are allowed to stay as they are in the pseudo-locale: the organizer's (tournament, division, team, venue, field) and Intl's. */
function allowedWords(fixture: PublicFixture): string[] {
  return [fixture.name, fixture.division, ...fixture.teams, 'Heden, Gothenburg', 'Pitch 1', REFEREE_NAME, DEMO.referee, ...formattedWords()];
}

async function expectTranslated(page: Page, fixture: PublicFixture, screen: string, othersWords: readonly string[] = []): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect.soft(await untranslated(page, [...allowedWords(fixture), ...othersWords]), `untranslated text on ${screen}`).toEqual([]);
}

/** The organizer's words of every tournament the public home lists (other suites publish theirs into the same cloud). */
async function listedTournamentWords(page: Page): Promise<string[]> {
  const { tournaments } = (await (await page.request.get('/api/public/tournaments')).json()) as { tournaments: { name: string; venue: string }[] };
  return tournaments.flatMap((tournament) => [tournament.name, tournament.venue, ...tournament.venue.split(/,\s*/)]).filter(Boolean);
}

/** The organizer's words of every match assigned to the signed-in referee (other suites assign theirs too). */
async function assignedMatchWords(page: Page): Promise<string[]> {
  const call = apiAs(page.request, await tokenOf(page));
  const { body } = await call<{ matches: { homeTeam: string; awayTeam: string; division: string; field: string | null; tournamentName?: string }[] }>('GET', '/api/matches/assigned');
  return (body.matches ?? []).flatMap((match) => [match.homeTeam, match.awayTeam, match.division, match.field ?? '', match.tournamentName ?? '']).filter(Boolean);
}

let api: Api;
let fixture: PublicFixture;
/** A second match, left for the console: the first is played through the API for the public pages. */
let consoleMatchId: string;
/** The fourth match: the Swedish console's dialogs and a refusal. */
let refusalMatchId: string;

test.beforeAll(async ({ baseURL }) => {
  api = await apiFor(baseURL ?? '');
  fixture = await createPublicTournament(api, {
    name: `Flerspråkscupen ${Date.now()}`,
    teams: ['Hammarby IF', 'IFK Göteborg', 'BK Häcken'],
    pairings: [
      [0, 1],
      [1, 2],
      [2, 0],
      [1, 0],
    ],
  });
  consoleMatchId = fixture.matchIds[1] ?? '';
  refusalMatchId = fixture.matchIds[3] ?? '';
  await postEvents(api, fixture, [
    refereeEvent('start'),
    refereeEvent('goal', { teamType: 'home', playerId: 'unknown-home-9', playerName: 'Unknown player', jerseyNumber: 9, matchTime: 12 }),
    refereeEvent('card', { teamType: 'away', cardType: 'yellow', minute: 30, playerId: 'unknown-away', playerName: 'Unknown player' }),
    refereeEvent('complete'),
  ]);
});

test.afterAll(async () => {
  await api.dispose();
});

async function inLanguage(browser: Browser, language: string, device: typeof PHONE | typeof LAPTOP) {
  const context = await browser.newContext(device);
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_KEY, language] as const);
  return { context, page: await context.newPage() };
}

test('the public pages in the pseudo-locale: every word from a catalog, nothing cut off', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await inLanguage(browser, 'en-XA', PHONE);
  const teamKey = async () => (await page.locator('.pub-table__team-link').first().getAttribute('href')) ?? '';

  await page.goto('/');
  await expect(page.locator('.pub-hero__title')).toContainText('⟦');
  await expectTranslated(page, fixture, 'home', await listedTournamentWords(page));

  await page.goto(`/t/${fixture.tournamentId}?tab=completed`);
  await expect(page.locator('.pub-match').first()).toBeVisible();
  await expect(page.locator('.pub-table').first()).toBeVisible();
  await expectTranslated(page, fixture, 'tournament page');
  await shot(page, 'pseudo-public-tournament-390');

  await page.goto(`/t/${fixture.tournamentId}/d/${encodeURIComponent(fixture.division)}?tab=completed`);
  await expect(page.locator('.pub-table').first()).toBeVisible();
  await expectTranslated(page, fixture, 'division page');

  await page.goto(`/t/${fixture.tournamentId}/m/${fixture.matchId}`);
  await expect(page.locator('.pub-events')).toBeVisible();
  await expectTranslated(page, fixture, 'match page');

  await page.goto(`/t/${fixture.tournamentId}`);
  await page.goto(await teamKey());
  await expect(page.locator('.pub-stat-tiles')).toBeVisible();
  await expectTranslated(page, fixture, 'team page');

  await page.goto(`/t/${fixture.tournamentId}/stats`);
  await expect(page.getByTestId('stat-goals')).toHaveText('1');
  await expectTranslated(page, fixture, 'statistics');

  await page.goto(`/t/${fixture.tournamentId}/m/no-such-match`);
  await expect(page.locator('#not-found-title')).toBeVisible();
  await expectTranslated(page, fixture, 'match not found');

  // Longer words must not push the page sideways on a phone.
  for (const path of [`/t/${fixture.tournamentId}`, `/t/${fixture.tournamentId}/stats`]) {
    await page.goto(path);
    await expect(page.locator('.pub-band__title')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width of ${path}`).toBeLessThanOrEqual(390);
  }
  await context.close();
});

test('the referee console in the pseudo-locale, signed in as the referee', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, DEMO.referee, DEMO_PASSWORD);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_KEY, 'en-XA'] as const);

  await page.goto('/admin/matches');
  await expect(page.locator('.pm-match-card').first()).toBeVisible();
  await expectTranslated(page, fixture, 'referee match list', await assignedMatchWords(page));

  await page.goto(`/admin/matches/${fixture.tournamentId}/${consoleMatchId}`);
  await expect(page.locator('.pm-action--start')).toBeVisible();
  await expectTranslated(page, fixture, 'console before kick-off');
  await page.locator('.pm-action--start').click();
  await expect(page.locator('.pm-action--goal').first()).toBeVisible();
  await expectTranslated(page, fixture, 'console, live');
  await shot(page, 'pseudo-console-390');

  await page.locator('.pm-action--goal').first().click();
  await expect(page.locator('.pm-sheet__save')).toBeVisible();
  await expectTranslated(page, fixture, 'goal sheet');
  await page.locator('.pm-sheet__save').click();
  await expect(page.getByTestId('score')).toContainText('1');

  await page.locator('.pm-action--card').click();
  await expect(page.locator('.pm-card-form')).toBeVisible();
  await expectTranslated(page, fixture, 'card sheet');
  await page.locator('.pm-sheet__save').click();
  await expect(page.locator('.pm-card-form')).toBeHidden();

  await page.locator('.pm-action--pause').click();
  await expect(page.locator('.pm-action--resume')).toBeVisible();
  await expectTranslated(page, fixture, 'console, paused');

  await page.locator('.pm-action--complete').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  await expectTranslated(page, fixture, 'complete dialog');
  await confirm.locator('.ant-btn-primary').click();
  await expect(page.locator('.pm-console__done')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toContainText('⟦');
  await expectTranslated(page, fixture, 'console, full time');
  await context.close();
});

test('a visitor switches the public site to Swedish: the page, <html lang> and the next visit follow', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`/t/${fixture.tournamentId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Language').selectOption('sv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('link', { name: 'Matcher & tabeller' })).toBeVisible();
  await expect(page.locator('abbr[title="Poäng"]').first()).toHaveText('P');
  // The organizer's words stay as typed.
  await expect(page.locator('.pub-band__title')).toHaveText(fixture.name);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Klasser & tabeller' })).toBeVisible();
  await expectAccessible(page, 'public tournament page in Swedish', { bestPractice: true });
  await context.close();
});

test('a browser that prefers German gets German on its first visit', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`/t/${fixture.tournamentId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Spiele & Tabellen' })).toBeVisible();
  await context.close();
});

test('the referee’s language is kept on the profile and follows them to another phone', async ({ browser }) => {
  const referee = await createPerson(api, 'referee', 'Rosa Referee');
  const first = await browser.newContext(PHONE);
  const phone = await first.newPage();
  await signIn(phone, referee.email, DEMO_PASSWORD);
  await phone.goto('/admin/matches');
  await phone.getByRole('button', { name: 'Open menu' }).click();
  const saved = phone.waitForResponse((response) => response.url().endsWith('/api/profile') && response.request().method() === 'PUT');
  await phone.locator('.ps-drawer__lang select').selectOption('de');
  expect((await saved).status()).toBe(200);
  await first.close();

  const second = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  const other = await second.newPage();
  await signIn(other, referee.email, DEMO_PASSWORD);
  await other.goto('/admin/matches');
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await expect(other.getByRole('heading', { name: 'Deine Spiele' })).toBeVisible();
  await second.close();
});

test('a coach’s language chosen while signed in wins on a new browser, also when sign-in leads back to the public site', async ({ browser }) => {
  const coach = await createPerson(api, 'coach', 'Carla Coach');
  const first = await browser.newContext(PHONE);
  const phone = await first.newPage();
  await signIn(phone, coach.email, DEMO_PASSWORD);
  await phone.goto(`/t/${fixture.tournamentId}`);
  const saved = phone.waitForResponse((response) => response.url().endsWith('/api/profile') && response.request().method() === 'PUT');
  await phone.locator('.pub-header__lang select').selectOption('sv');
  expect((await saved).status()).toBe(200);
  await first.close();

  // A new browser in English: the device has no choice of its own, the profile's wins once signed in.
  const second = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  const other = await second.newPage();
  await other.goto(`/signin?redirect=${encodeURIComponent(`/t/${fixture.tournamentId}`)}`);
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await other.getByLabel('Email').fill(coach.email);
  await other.getByLabel('Password').fill(DEMO_PASSWORD);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(new RegExp(`/t/${fixture.tournamentId}$`));
  await expect(other.locator('html')).toHaveAttribute('lang', 'sv');
  await other.goto('/home');
  await expect(other.locator('html')).toHaveAttribute('lang', 'sv');
  await second.close();
});

for (const language of ['sv', 'de'] as const) {
  test(`the tournament page and the referee console in ${language} on a phone (pictures)`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await inLanguage(browser, language, PHONE);
    await page.goto(`/t/${fixture.tournamentId}?tab=completed`);
    await expect(page.locator('.pub-table').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await shot(page, `public-tournament-${language}-390`);
    await page.goto(`/t/${fixture.tournamentId}/m/${fixture.matchId}`);
    await expect(page.locator('.pub-events')).toBeVisible();
    await shot(page, `public-match-${language}-390`);
    await context.close();

    // A referee whose profile names the language (as if chosen on another phone), running the third match.
    const referee = await createPerson(api, 'referee', 'Rosa Referee', language);
    await assignReferee(api, fixture, fixture.matchIds[2] ?? '', referee);
    const signedIn = await browser.newContext(PHONE);
    const phone = await signedIn.newPage();
    await signIn(phone, referee.email, DEMO_PASSWORD);
    await phone.goto(`/admin/matches/${fixture.tournamentId}/${fixture.matchIds[2] ?? ''}`);
    await expect(phone.locator('html')).toHaveAttribute('lang', language);
    await expect(phone.getByTestId('score')).toBeVisible();
    await shot(phone, `console-${language}-390`);
    await expectAccessible(phone, `referee console in ${language}`);
    const laptop = await browser.newContext(LAPTOP);
    const wide = await laptop.newPage();
    await wide.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_KEY, language] as const);
    await wide.goto(`/t/${fixture.tournamentId}?tab=completed`);
    await expect(wide.locator('.pub-table').first()).toBeVisible();
    await shot(wide, `public-tournament-${language}-1366`);
    await laptop.close();
    await signedIn.close();
  });
}

test('the console’s dialogs and a refusal from the server in Swedish, on a phone', async ({ browser }) => {
  test.setTimeout(90_000);
  const referee = await createPerson(api, 'referee', 'Rosa Referee', 'sv');
  await assignReferee(api, fixture, refusalMatchId, referee);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, referee.email, DEMO_PASSWORD);
  await page.goto(`/admin/matches/${fixture.tournamentId}/${refusalMatchId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.locator('.pm-action--start').click();
  await page.locator('.pm-action--goal').first().click();
  await page.locator('.pm-sheet__save').click();
  await expect(page.getByTestId('score')).toContainText('1');

  // Removing a goal and completing the match ask first, in Swedish.
  await page.locator('.pm-timeline').getByRole('button').first().click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText(/^Ta bort målet av /);
  await dialog.getByRole('button', { name: 'Behåll målet' }).click();
  await expect(dialog).toBeHidden();
  await page.locator('.pm-action--complete').click();
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('Avsluta matchen?');
  await expect(dialog).toContainText('Resultatet förs in i tabellen.');
  await dialog.getByRole('button', { name: 'Inte än' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sync-status')).toContainText('Allt sparat');

  // A pause tapped offline while another phone completed the match: the server refuses it, in Swedish.
  await context.setOffline(true);
  await page.locator('.pm-action--pause').click();
  await postEvents(api, fixture, [refereeEvent('complete')], refusalMatchId, referee.email);
  await context.setOffline(false);
  await expect(page.locator('.ant-message')).toContainText('Matchen är redan avslutad');
  await expectAccessible(page, 'referee console with a refusal in Swedish');
  await shot(page, 'console-refusal-sv-390');
  await context.close();
});
