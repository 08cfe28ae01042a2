import type { ScheduleView, TournamentDetail } from '@pitchside/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { chooseOption, selectOption, signIn, toast } from './support/app';
import { apiFor, DEMO, subOf, type Api } from './support/public-site';
import { expectAccessible } from './support/axe';
import { photo } from './support/photo';

/**
 * Issue 9, the organizer's journey: describe the venue and the days, generate, try an illegal drag and
 * be refused with the rule it breaks, move the afternoon of a rained-out day, and subscribe to a
 * team's calendar on the public site.
 */
const admin = demoAccount('admin');
const U12 = ['Alpha FC', 'Bravo IK', 'Charlie BK', 'Delta IF'];
const U10 = ['Echo SK', 'Foxtrot FF'];

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** As the demo admin: a draft tournament over two days with a U12 division of four teams and a U10 division of two. */
async function createTournament(api: Api): Promise<{ tournamentId: string; name: string }> {
  const token = await api.token(DEMO.admin);
  const name = `Rain Cup ${Date.now()}`;
  const created = await api.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    token,
    org: true,
    body: { name, type: 'tournament', days: 'weekends', startDate: isoDay(0), endDate: isoDay(1), venue: 'Heden, Gothenburg', ageGroups: ['u10', 'u12'], genders: ['boys'] },
  });
  expect(created.status, created.text).toBe(201);
  const { tournamentId } = created.body.tournament;
  for (const [division, age, teams] of [
    ['U12 Boys', 'u12', U12],
    ['U10 Boys', 'u10', U10],
  ] as const) {
    const added = await api.call('POST', `/api/tournaments/${tournamentId}/divisions`, { token, org: true, body: { name: division, age, gender: 'boys' } });
    expect(added.status, added.text).toBe(201);
    for (const team of teams) {
      const entry = await api.call('POST', `/api/tournaments/${tournamentId}/teams`, { token, org: true, body: { team, division } });
      expect(entry.status, entry.text).toBe(201);
    }
  }
  return { tournamentId, name };
}

async function scheduleOf(api: Api, tournamentId: string): Promise<ScheduleView> {
  const answer = await api.call<ScheduleView>('GET', `/api/tournaments/${tournamentId}/schedule`, { token: await api.token(DEMO.admin), org: true });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The number under a label of a stats row (`<dt>Placed</dt><dd>6</dd>`). */
/** U12 matches added by hand at 09:00 on `day` (as an import would), each [home, away, pitch name]. */
async function addAtNine(api: Api, token: string, tournamentId: string, day: string, matches: readonly (readonly [string, string, string])[]): Promise<void> {
  for (const [homeTeam, awayTeam, field] of matches) {
    const body = { division: 'U12 Boys', age: 'u12', gender: 'boys', date: day, time: '09:00', field, homeTeam, awayTeam };
    const made = await api.call('POST', `/api/tournaments/${tournamentId}/matches`, { token, org: true, body });
    expect(made.status, made.text).toBe(201);
  }
}

/** The setup: two 9v9 pitches for U10 and U12, North and South, open 09:00–18:00 on `days`. */
async function setUpNorthAndSouth(api: Api, token: string, tournamentId: string, days: readonly string[]): Promise<void> {
  const pitches = [
    { id: 'north', name: 'North', size: '9v9', ages: ['u10', 'u12'] },
    { id: 'south', name: 'South', size: '9v9', ages: ['u10', 'u12'] },
  ];
  const body = { pitches, days: days.map((date) => ({ date, start: '09:00', end: '18:00' })) };
  const setup = await api.call('PUT', `/api/tournaments/${tournamentId}/schedule/setup`, { token, org: true, body });
  expect(setup.status, setup.text).toBe(200);
}

function stat(scope: Page | Locator, label: string) {
  return scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).first();
}

/** A pitch row of the venue form (the n-th, from 0). */
function pitchRow(page: Page, index: number): Locator {
  return page.getByRole('list', { name: 'Pitches' }).getByRole('listitem').nth(index);
}

async function addPitch(page: Page, index: number, name: string, size: string): Promise<void> {
  await page.getByRole('button', { name: 'Add pitch' }).click();
  const row = pitchRow(page, index);
  await row.getByLabel('Pitch name').fill(name);
  await row.getByRole('combobox', { name: `Size of pitch ${index + 1}` }).click();
  await chooseOption(page, size);
}

/** Presses the mouse on `from`, drags it to `to` and holds it there (the caller looks, then releases). */
async function dragOver(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  const box = await from.boundingBox();
  if (!box) throw new Error('the card is not on screen');
  await page.mouse.move(box.x + 30, box.y + 8);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + 20, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
}

test('an organizer sets up the venue, generates, is refused an illegal drag, shifts a rained-out afternoon and subscribes a team’s calendar', async ({ page, baseURL }) => {
  // Four screens and a publish: on a shared 2-core machine under load this outgrows two minutes.
  test.setTimeout(240_000);
  const api = await apiFor(baseURL as string);
  const { tournamentId } = await createTournament(api);
  const today = isoDay(0);

  // The manage page links the schedule; with no venue yet, it opens on Venue & rules.
  await signIn(page, admin.email, admin.password);
  await page.goto(`/admin/tournaments/${tournamentId}`);
  await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tournaments/${tournamentId}/schedule`));
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Venue & rules' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Generate schedule' })).toBeDisabled();
  // Disabled, and it says why (the issue: a greyed-out button with no reason).
  await expect(page.getByText('Add a venue first: at least one pitch under Venue & rules')).toBeVisible();
  await expectAccessible(page, 'schedule, venue and rules');

  // The tournament's two days are filled in; a day that ends before it starts is refused on its field.
  await expect(page.getByLabel('Date of day 1')).toHaveValue(today);
  await expect(page.getByLabel('Date of day 2')).toHaveValue(isoDay(1));
  await page.getByLabel('End of day 2').fill('08:00');
  await expect(page.getByText('A day must end after it starts')).toBeVisible();
  await expectAccessible(page, 'schedule, a day with an error');
  await page.getByLabel('End of day 2').fill('13:00');
  await expect(page.getByText('A day must end after it starts')).toHaveCount(0);
  // A match length that is not a number says so under its box (it used to turn red without a word).
  await page.getByLabel('Under 12: minutes per half').fill('2x');
  await expect(page.locator('.ps-lengths__row').getByText('Invalid number', { exact: true })).toBeVisible();
  await page.getByLabel('Under 12: minutes per half').fill('');
  await expect(page.locator('.ps-lengths__row').getByText('Invalid number', { exact: true })).toHaveCount(0);

  // Three full 9v9 pitches. A new pitch takes every age of the tournament (the issue: only the first one's,
  // so a whole division had nowhere to play); here the organizer keeps U10 off all three.
  for (const [index, name] of ['North', 'South', 'East'].entries()) {
    await addPitch(page, index, name, '9v9');
    await expect(pitchRow(page, index)).toContainText('Under 12');
    await expect(pitchRow(page, index)).toContainText('Under 10');
    await pitchRow(page, index).locator('.ant-select-selection-item', { hasText: 'Under 10' }).locator('.ant-select-selection-item-remove').click();
    await expect(pitchRow(page, index)).not.toContainText('Under 10');
  }
  await expectAccessible(page, 'schedule, three pitches');
  await page.getByLabel('Changeover').fill('10');
  await page.getByRole('button', { name: 'Save venue and rules' }).click();
  await expect(toast(page, 'Venue and rules saved')).toBeVisible();

  // Generate: every U12 match is placed; the U10 match is listed with the rule that stopped it.
  await page.getByRole('button', { name: 'Generate schedule' }).click();
  await expect(page.locator('.ant-message')).toContainText('6 matches placed, 1 could not be');
  await expect(page.getByRole('tab', { name: /^Board/ })).toHaveAttribute('aria-selected', 'true');
  const unplaced = page.getByRole('list', { name: 'Matches not on the schedule' });
  await expect(unplaced.getByTestId('unplaced-match')).toHaveCount(1);
  await expect(unplaced).toContainText('Echo SK v Foxtrot FF');
  await expect(unplaced).toContainText('No pitch allows Under 10');
  await expect(stat(page, 'Placed')).toHaveText('6');
  await expect(stat(page, 'Not placed')).toHaveText('1');
  await expectAccessible(page, 'schedule board');

  // The board as the server has it: round 1 kicks off at 09:00 on two of the three pitches.
  const board = await scheduleOf(api, tournamentId);
  const pitches = board.setup.pitches;
  const firstRound = board.matches.filter((match) => match.date === today && match.start === '09:00');
  expect(firstRound).toHaveLength(2);
  const freePitch = pitches.find((pitch) => !firstRound.some((match) => match.pitchId === pitch.id));
  const secondRound = board.matches.find((match) => match.date === today && match.round === 2);
  if (!freePitch || !secondRound) throw new Error(`unexpected board: ${JSON.stringify(board.matches)}`);
  const clash = firstRound.find((match) => [match.homeTeam, match.awayTeam].includes(secondRound.homeTeam));
  expect(clash).toBeDefined();

  // Drag a round-2 match onto the free pitch at 09:00: its teams are playing then. The target says so
  // while dragging, the drop is refused with the reason, and the match stays where it was.
  const card = page.locator(`[data-match-id="${secondRound.matchId}"]`);
  const column = page.getByTestId(`pitch-column-${freePitch.name}`);
  await page.getByRole('region', { name: `Pitches on ${today}` }).evaluate((grid) => grid.scrollIntoView({ block: 'center' }));
  const columnBox = await column.boundingBox();
  if (!columnBox) throw new Error('the pitch column is not on screen');
  await dragOver(page, card.getByRole('button', { name: /Move…$/ }), { x: columnBox.x + 40, y: columnBox.y + 8 });
  const preview = page.getByTestId('drop-preview');
  await expect(preview).toContainText('09:00');
  await expect(preview).toContainText(`${secondRound.homeTeam} is already playing at ${today} 09:00`);
  await expectAccessible(page, 'schedule board, dragging');
  await page.mouse.up();
  const refusal = page.getByRole('alert').filter({ hasText: 'cannot go to' });
  await expect(refusal).toContainText(`Move refused: ${secondRound.homeTeam} v ${secondRound.awayTeam} cannot go to ${freePitch.name}`);
  await expect(refusal).toContainText(`${secondRound.homeTeam} is already playing at ${today} 09:00`);
  await expectAccessible(page, 'schedule board, move refused');
  const unchanged = (await scheduleOf(api, tournamentId)).matches.find((match) => match.matchId === secondRound.matchId);
  expect(unchanged).toMatchObject({ pitchId: secondRound.pitchId, start: secondRound.start });

  // Without dragging (keyboard, tablet): the Move dialog checks the same rules; a free slot can be sent,
  // the server checks it again, and the moved match is locked where it was put.
  const label = `${secondRound.homeTeam} v ${secondRound.awayTeam}`;
  await card.getByRole('button', { name: /Move…$/ }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${label}` });
  // Picked until it takes: on a busy machine a click on the sliding-in list can be missed.
  await selectOption(page, dialog.getByRole('combobox', { name: 'Pitch' }), `${freePitch.name} (${freePitch.size})`);
  await dialog.getByLabel('Kick-off').fill('09:00');
  await expect(dialog).toContainText(`${secondRound.homeTeam} is already playing at ${today} 09:00`);
  await expect(dialog.getByRole('button', { name: 'Move match' })).toBeDisabled();
  await expectAccessible(page, 'schedule, move dialog with a clash');
  await dialog.getByLabel('Kick-off').fill('15:00');
  await expect(dialog).toContainText('Free: the match fits every rule there');
  await dialog.getByRole('button', { name: 'Move match' }).click();
  await expect(page.locator('.ant-message')).toContainText(`${label} moved to ${freePitch.name}`);
  await expect(card.getByRole('button', { name: `Unlock ${label}` })).toBeVisible();
  await expectAccessible(page, 'schedule board, a locked match');

  // The demo referee has a match this afternoon: the shift will flag that assignment and tell them.
  const moved = (await scheduleOf(api, tournamentId)).matches.find((match) => match.matchId === secondRound.matchId);
  expect(moved).toMatchObject({ pitchId: freePitch.id, date: today, start: '15:00', locked: true });
  const referee = subOf(await api.token(DEMO.referee));
  const assigned = await api.call('PUT', `/api/tournaments/${tournamentId}/matches/${secondRound.matchId}/referee`, { token: await api.token(DEMO.admin), org: true, body: { refereeId: referee } });
  expect(assigned.status, assigned.text).toBe(200);

  // Rain from 11:00: every match of today kicking off from then moves an hour later, in one action.
  const afternoonMatches = (await scheduleOf(api, tournamentId)).matches.filter((match) => match.date === today && match.start >= '11:00');
  expect(afternoonMatches.length).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Weather day' }).click();
  await page.getByLabel('Kicking off from').fill('11:00');
  await expect(page.getByText(`${afternoonMatches.length} matches in this range`)).toBeVisible();
  await expectAccessible(page, 'schedule, weather day');
  await page.getByRole('button', { name: 'Shift matches' }).click();
  await expect(page.getByRole('button', { name: 'Move and notify' })).toBeVisible();
  await expectAccessible(page, 'schedule, weather day confirmation');
  await page.getByRole('button', { name: 'Move and notify' }).click();
  const result = page.getByRole('status').filter({ hasText: 'moved' });
  await expect(result.getByRole('heading', { name: `${afternoonMatches.length} matches moved` })).toBeVisible();
  await expect(result.getByText('Referee assignments to check')).toBeVisible();
  await expect(result.locator('xpath=.//dt[normalize-space()="Stale referee assignments"]/following-sibling::dd[1]')).toHaveText('1');
  await expect(result.locator('xpath=.//dt[normalize-space()="Notified by e-mail"]/following-sibling::dd[1]')).toHaveText('1');
  await expectAccessible(page, 'schedule, weather day result');
  const after = await scheduleOf(api, tournamentId);
  for (const before of afternoonMatches) {
    const now = after.matches.find((match) => match.matchId === before.matchId);
    const [hours = 0, minutes = 0] = before.start.split(':').map(Number);
    expect(now?.start).toBe(`${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
  }

  // Publish, then a team's public page offers its calendar: the feed through the gateway has each of its matches.
  await page.goto(`/admin/tournaments/${tournamentId}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expectAccessible(page, 'manage tournament, published');
  const detail = await api.call<{ tournament: TournamentDetail }>('GET', `/api/tournaments/${tournamentId}`, { token: await api.token(DEMO.admin), org: true });
  const alpha = detail.body.tournament.structure.teams.find((team) => team.team === 'Alpha FC');
  if (!alpha) throw new Error('Alpha FC is not in the tournament');
  const alphaMatches = after.matches.filter((match) => match.pitchId && [match.homeTeam, match.awayTeam].includes('Alpha FC'));
  expect(alphaMatches).toHaveLength(3);
  await page.goto(`/t/${tournamentId}/team/${alpha.teamKey}`);
  const subscribe = page.getByRole('link', { name: 'Subscribe to calendar' });
  await expect(subscribe).toBeVisible();
  await expectAccessible(page, 'public team with calendar link');
  const href = (await subscribe.getAttribute('href')) ?? '';
  expect(href).toMatch(/^(webcal|https?):\/\//);
  const feed = new URL(href.replace(/^webcal:/, 'http:'));
  const calendar = await page.request.get(`${feed.pathname}${feed.search}`);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  const ics = await calendar.text();
  expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(alphaMatches.length);
  await api.dispose();
});

test('generating beside matches already there asks, keeps them and fills the gaps; the board reads well on a laptop and a phone', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const api = await apiFor(baseURL as string);
  const { tournamentId } = await createTournament(api);
  const today = isoDay(0);
  const token = await api.token(DEMO.admin);
  // Two U12 matches already on the schedule (added by hand, as an import would), on the pitches' names.
  await addAtNine(api, token, tournamentId, today, [
    ['Alpha FC', 'Bravo IK', 'North'],
    ['Charlie BK', 'Delta IF', 'South'],
  ]);
  await setUpNorthAndSouth(api, token, tournamentId, [today, isoDay(1)]);

  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, admin.email, admin.password);
  await page.goto(`/admin/tournaments/${tournamentId}/schedule?view=board`);
  await page.getByRole('button', { name: 'Generate…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate the schedule' });
  await expect(dialog).toContainText('This tournament has 2 matches already, 2 of them imported or added by hand');
  await expect(dialog.getByRole('radio', { name: /Keep them and fill the gaps/ })).toBeChecked();
  await expectAccessible(page, 'the generate dialog');
  await dialog.getByRole('button', { name: 'Fill the gaps' }).click();
  await expect(page.locator('.ant-message')).toContainText('placed');

  // Every U12 pairing once, the two kept where they were, nobody twice at once: the board counts no conflict.
  const board = await scheduleOf(api, tournamentId);
  const pairs = board.matches
    .filter((match) => match.division === 'U12 Boys')
    .map((match) => [match.homeTeam, match.awayTeam].sort().join(' v '))
    .sort();
  expect(pairs).toEqual([...new Set(pairs)]);
  expect(pairs).toHaveLength(6);
  expect(
    board.matches
      .filter((match) => match.start === '09:00' && match.date === today)
      .map((match) => match.homeTeam)
      .sort(),
  ).toEqual(['Alpha FC', 'Charlie BK']);
  expect(board.violations).toEqual([]);
  await expect(stat(page, 'Conflicts')).toHaveText('0');

  // Each card's names are whole lines, not cut mid-word or under another card.
  const firstCard = page.getByTestId('board-match').first();
  await expect(firstCard.locator('.ps-card-match__team')).toHaveCount(2);
  await expectAccessible(page, 'the board at 1366x800');
  await photo(page, '/tmp/shots/groups/board-1366x800.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(firstCard).toBeVisible();
  await expectAccessible(page, 'the board at 390x844');
  await photo(page, '/tmp/shots/groups/board-390x844.png', { fullPage: true });
});

test('a double-booked board shows every clash, side by side, with the rule in words', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const api = await apiFor(baseURL as string);
  const { tournamentId } = await createTournament(api);
  const today = isoDay(0);
  const token = await api.token(DEMO.admin);
  await setUpNorthAndSouth(api, token, tournamentId, [today]);
  // What the board looked like: two matches on one pitch slot, and a team in two matches at 09:00.
  await addAtNine(api, token, tournamentId, today, [
    ['Alpha FC', 'Bravo IK', 'North'],
    ['Charlie BK', 'Delta IF', 'North'],
    ['Alpha FC', 'Delta IF', 'South'],
  ]);
  const board = await scheduleOf(api, tournamentId);
  expect(board.violations.map((violation) => violation.code)).toEqual(expect.arrayContaining(['pitch-overlap', 'team-overlap']));

  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, admin.email, admin.password);
  await page.goto(`/admin/tournaments/${tournamentId}/schedule?view=board`);
  await expect(stat(page, 'Conflicts')).not.toHaveText('0');
  await expect(page.getByText('Alpha FC is already playing at').first()).toBeVisible();
  // The two cards on North at 09:00 sit side by side: neither covers the other.
  const north = page.getByTestId('pitch-column-North').getByTestId('board-match');
  await expect(north).toHaveCount(2);
  const [a, b] = [await north.nth(0).boundingBox(), await north.nth(1).boundingBox()];
  if (!a || !b) throw new Error('cards not on screen');
  expect(a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);
  await expectAccessible(page, 'a double-booked board at 1366x800');
  await photo(page, '/tmp/shots/groups/conflicts-1366x800.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'a double-booked board at 390x844');
  await photo(page, '/tmp/shots/groups/conflicts-390x844.png', { fullPage: true });
});
