import { expect, test } from '@playwright/test';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { apiFor, createPublicTournament, DEMO, postEvents, refereeEvent, subOf, type Api, type PublicFixture } from './support/public-site';

/**
 * Issue 7: the public site. Published tournaments only (a draft is a 404, on the page and in the API),
 * nothing private in any public answer, and the pages pass axe at phone width.
 */
let api: Api;
let fixture: PublicFixture;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(60_000);
  api = await apiFor(baseURL as string);
  // Three teams: Alpha beats Charlie 3–0, Bravo beats Charlie 1–0 → Alpha and Bravo level on points,
  // Alpha ahead on goal difference (the table explains it); Alpha v Bravo still to come.
  fixture = await createPublicTournament(api, {
    name: `Harbour Cup ${Date.now()}`,
    venue: 'Harbour Park, Gothenburg',
    teams: ['Alpha FC', 'Bravo IK', 'Charlie BK'],
    pairings: [
      [0, 2],
      [1, 2],
      [0, 1],
    ],
  });
  const goal = (teamType: 'home' | 'away', name: string) => refereeEvent('goal', { teamType, playerId: name.toLowerCase(), playerName: name });
  await postEvents(
    api,
    fixture,
    [
      refereeEvent('start'),
      goal('home', 'Ana'),
      goal('home', 'Ana'),
      goal('home', 'Bea'),
      refereeEvent('card', { teamType: 'away', playerId: 'cid', playerName: 'Cid', cardType: 'yellow' }),
      refereeEvent('complete'),
    ],
    fixture.matchIds[0],
  );
  await postEvents(api, fixture, [refereeEvent('start'), goal('home', 'Dan'), refereeEvent('complete')], fixture.matchIds[1]);
  // The tables are recomputed from a queue: wait until the public read has them.
  await expect
    .poll(
      async () => {
        const answer = await api.call<{ divisions: { brackets: { table: { team: string; PTS: number }[] | null }[] }[] }>('GET', `/api/public/tournaments/${fixture.tournamentId}`);
        return answer.body.divisions[0]?.brackets[0]?.table?.map((row) => `${row.team}:${row.PTS}`).join(',');
      },
      { timeout: 20_000 },
    )
    .toBe('Alpha FC:3,Bravo IK:3,Charlie BK:0');
});

test.afterAll(async () => {
  await api.dispose();
});

test('the home page lists published tournaments and searches them by name or place', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Organizer sign in/ })).toBeVisible();
  await page.getByLabel('Find a tournament by name or place').fill(fixture.name);
  await expect(page).toHaveURL(/[?&]search=Harbour/);
  const card = page.getByRole('link', { name: new RegExp(fixture.name) });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: /Running now/ })).toBeVisible();
  await expectAccessible(page, 'public home, searched');

  await page.getByLabel('Find a tournament by name or place').fill('Harbour Park');
  await expect(card).toBeVisible();
  await page.getByLabel('Find a tournament by name or place').fill(`no such place ${Date.now()}`);
  await expect(page.getByText(/No published tournament matches/)).toBeVisible();
  await expectAccessible(page, 'public home, nothing found');

  await page.goto(`/?search=${encodeURIComponent(fixture.name)}`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/t/${fixture.tournamentId}$`));
  await expect(page).toHaveTitle(new RegExp(fixture.name));
});

test('a signed-in organizer finds the way to their dashboard from the public home', async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page, 'public home, signed in');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a tournament shows its table with the tie-breaker explained, its matches in tabs, and its share links', async ({ page }) => {
  await page.goto(`/t/${fixture.tournamentId}`);
  await expect(page.getByRole('heading', { level: 1, name: fixture.name })).toBeVisible();
  expect(await page.locator('meta[name="robots"]').count()).toBe(0);

  const table = page.getByRole('table', { name: `${fixture.division} standings` });
  await expect(table.getByRole('columnheader')).toHaveText(['Pos', 'Team', 'MP', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'PTS']);
  await expect(table.locator('tbody tr').first()).toContainText('Alpha FC');

  // Alpha and Bravo are level on points: the info button says why Alpha is above (tap, then Escape).
  const why = page.getByRole('button', { name: 'Why Alpha FC is above Bravo IK' });
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Decided by: Goal difference')).toBeVisible();
  await expectAccessible(page, 'public tournament, tie-breaker open');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Decided by: Goal difference')).toBeHidden();
  // Keyboard only: focus and Enter.
  await why.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Decided by: Goal difference')).toBeVisible();
  await page.keyboard.press('Escape');

  // Matches: two completed, one upcoming (the default tab when nothing is live).
  await expect(page.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Alpha FC');
  await page.getByRole('tab', { name: /Upcoming/ }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Completed/ })).toBeFocused();
  await expect(page).toHaveURL(/tab=completed/);
  await expect(page.locator(`[data-match-id="${fixture.matchIds[0]}"]`)).toContainText('3');
  await expectAccessible(page, 'public tournament, completed tab');

  // The division's share link.
  await page.getByRole('link', { name: fixture.division }).first().click();
  await expect(page).toHaveURL(new RegExp(`/t/${fixture.tournamentId}/d/`));
  await expect(page.getByRole('heading', { level: 1, name: fixture.division })).toBeVisible();
  await expect(page.getByRole('table', { name: `${fixture.division} standings` })).toBeVisible();
  await expectAccessible(page, 'public division');

  // A team page: its matches and results.
  await page.getByRole('link', { name: 'Alpha FC', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha FC' })).toBeVisible();
  await expect(page.getByTestId('team-points')).toHaveText('3');
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('Charlie BK');
  await expectAccessible(page, 'public team');

  // A match page (share link), straight from the address.
  await page.goto(`/t/${fixture.tournamentId}/m/${fixture.matchIds[0]}`);
  await expect(page.getByTestId('match-score')).toHaveText('3–0');
  await expect(page.getByText('Full time')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Alpha FC 3–0 Charlie BK · ${fixture.name}`));
  await expectAccessible(page, 'public match');
});

test('statistics: goals, the average to one decimal, scorers, cards and the charts', async ({ page }) => {
  await page.goto(`/t/${fixture.tournamentId}/stats`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByTestId('stat-matches')).toHaveText('2');
  await expect(page.getByTestId('stat-goals')).toHaveText('4');
  await expect(page.getByTestId('stat-average')).toHaveText('2.0');
  await expect(page.getByRole('img', { name: /Top scorers: Ana \(Alpha FC\) 2/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Goals per match day/ })).toBeVisible();
  await expect(page.getByText('Alpha FC 3–0 Charlie BK')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cards by team' })).toContainText('Charlie BK');
  await expectAccessible(page, 'public statistics');
});

test('a share link names the tournament before the app has loaded, then shows the page', async ({ page }) => {
  // A phone on a slow network: the app's JavaScript is still on its way.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(`/t/${fixture.tournamentId}`);
  const splash = page.locator('.ps-splash');
  await expect(splash.getByRole('heading', { level: 1, name: fixture.name })).toBeVisible();
  await expect(splash).toContainText('Pitchside');
  release();
  await expect(page.getByRole('heading', { level: 1, name: fixture.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Divisions & tables' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(splash).toHaveCount(0);
});

test('the splash speaks the visitor’s language before the app has loaded: the browser’s, or the one picked on this device', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'sv-SE' });
  const page = await context.newPage();
  // The app's JavaScript never arrives: only index.html and prefetch.js word the splash.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.ps-splash__tagline')).toHaveText('Livresultat från fotbollsturneringar');
  await page.evaluate(() => localStorage.setItem('pitchside.language', 'de'));
  await page.reload();
  await expect(page.locator('.ps-splash__tagline')).toHaveText('Live-Ergebnisse von Fußballturnieren');
  await context.close();
});

test('a draft tournament is not found, on the page and in the public API', async ({ page }) => {
  const draft = await createPublicTournament(api, { name: `Draft Cup ${Date.now()}`, publish: false });
  const answer = await api.call<{ error: string; message: string }>('GET', `/api/public/tournaments/${draft.tournamentId}`);
  expect(answer.status).toBe(404);
  expect(answer.body.message).toBe('Tournament not found');
  expect((await api.call('GET', `/api/public/tournaments/${draft.tournamentId}/matches`)).status).toBe(404);
  expect((await api.call('GET', `/api/public/tournaments/${draft.tournamentId}/statistics`)).status).toBe(404);
  const list = await api.call<{ tournaments: { tournamentId: string }[] }>('GET', `/api/public/tournaments?search=${encodeURIComponent(draft.name)}`);
  expect(list.body.tournaments.map((tournament) => tournament.tournamentId)).not.toContain(draft.tournamentId);

  await page.goto(`/t/${draft.tournamentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament not found' })).toBeVisible();
  await expect(page.getByText(draft.name)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expect(page).toHaveTitle(/not found/i);
  await expectAccessible(page, 'public tournament not found');
  await page.getByRole('link', { name: 'See all tournaments' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('no e-mail address and no user id in any public answer', async () => {
  const referee = subOf(await api.token(DEMO.referee));
  const admin = subOf(await api.token(DEMO.admin));
  const base = `/api/public/tournaments/${fixture.tournamentId}`;
  const paths = [`/api/public/tournaments?search=${encodeURIComponent(fixture.name)}`, base, `${base}/matches`, `${base}/matches/${fixture.matchIds[0]}`, `${base}/statistics`];
  const tournament = await api.call<{ divisions: { brackets: { table: { teamKey: string }[] | null }[] }[] }>('GET', base);
  const teamKey = tournament.body.divisions[0]?.brackets[0]?.table?.[0]?.teamKey;
  expect(teamKey).toBeTruthy();
  paths.push(`${base}/teams/${encodeURIComponent(teamKey as string)}`);
  for (const path of paths) {
    const answer = await api.call('GET', path);
    expect(answer.status, path).toBe(200);
    expect(answer.text, path).not.toContain('@');
    expect(answer.text, path).not.toContain(referee);
    expect(answer.text, path).not.toContain(admin);
    expect(answer.text, path).not.toMatch(/refereeId|refereeName|orgId|email/i);
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('home, tournament, division, team, match and statistics pages pass axe (WCAG 2.2 AA, and no serious best-practice finding)', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'public home', { bestPractice: true });

    await page.goto(`/t/${fixture.tournamentId}`);
    await expect(page.getByRole('table', { name: `${fixture.division} standings` })).toBeVisible();
    await expectAccessible(page, 'public tournament', { bestPractice: true });
    // Nothing wider than the phone, apart from the table's own scroll box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto(`/t/${fixture.tournamentId}/d/${encodeURIComponent(fixture.division)}`);
    await expect(page.getByRole('heading', { level: 1, name: fixture.division })).toBeVisible();
    await expectAccessible(page, 'public division', { bestPractice: true });

    await page.getByRole('link', { name: 'Alpha FC', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alpha FC' })).toBeVisible();
    await expectAccessible(page, 'public team', { bestPractice: true });

    await page.goto(`/t/${fixture.tournamentId}/m/${fixture.matchIds[0]}`);
    await expect(page.getByTestId('match-score')).toBeVisible();
    await expectAccessible(page, 'public match', { bestPractice: true });

    await page.goto(`/t/${fixture.tournamentId}/stats`);
    await expect(page.getByTestId('stat-goals')).toBeVisible();
    await expectAccessible(page, 'public statistics', { bestPractice: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
