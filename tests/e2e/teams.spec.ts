import { writeFileSync } from 'node:fs';
import { MESSAGES } from '@pitchside/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiAs, tokenOf } from './support/api';
import { selectOption, signIn, toast } from './support/app';
import { tempFile } from './support/workbooks';
import { expectAccessible } from './support/axe';

const admin = demoAccount('admin');
const coach = demoAccount('coach');

interface Team {
  teamId: string;
  name: string;
}

/** The demo admin, signed in in a browser of their own: their API calls set the scene. */
async function adminApi(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);
  const call = apiAs(context.request, await tokenOf(page));
  return { call, close: () => context.close() };
}

function playerRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Players' }).getByRole('row').filter({ hasText: name });
}

test.describe('teams and rosters', () => {
  test('a coach edits the roster of their own team, and cannot touch another team', async ({ page, browser }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    await signIn(page, coach.email, coach.password);
    const coachToken = await tokenOf(page);
    const asCoach = apiAs(page.request, coachToken);
    const me = await asCoach<{ uid: string }>('GET', '/api/me');
    expect(me.status).toBe(200);

    const { call: asAdmin, close } = await adminApi(browser);
    const own = await asAdmin<{ team: Team }>('POST', '/api/teams', { name: `Blue Lions ${stamp}`, club: 'Lions FC', age: 'u12', gender: 'male', coachUid: me.body.uid });
    const other = await asAdmin<{ team: Team }>('POST', '/api/teams', { name: `Red Foxes ${stamp}`, club: 'Foxes FC', age: 'u12', gender: 'male' });
    expect([own.status, other.status]).toEqual([201, 201]);
    await close();
    const ownTeam = own.body.team;
    const otherTeam = other.body.team;

    // The coach's Teams: their team only, nothing to add, import or delete.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).first().click();
    await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: ownTeam.name })).toBeVisible();
    await expect(page.getByRole('link', { name: otherTeam.name })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add team' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete ${ownTeam.name}` })).toHaveCount(0);
    await expectAccessible(page, 'teams as coach');

    await page.getByRole('link', { name: ownTeam.name }).click();
    await expect(page.getByRole('heading', { name: ownTeam.name, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Total players')).toHaveText('0 players');
    await expectAccessible(page, 'team page, no players');

    // Add: the spec's words for a bad name, then a player.
    await page.getByRole('button', { name: 'Add player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add player' });
    await dialog.getByLabel('Name').fill('Ana 99');
    await dialog.getByRole('button', { name: 'Add player' }).click();
    await expect(dialog.getByText(MESSAGES.invalidName)).toBeVisible();
    await expectAccessible(page, 'add player with an error');
    await dialog.getByLabel('Name').fill('Ana Andersson');
    await dialog.getByLabel('Jersey number').fill('7');
    await dialog.getByLabel('Position').fill('Goalkeeper');
    await dialog.getByLabel('Registration id').fill(`REG-${stamp}`);
    await dialog.getByLabel('Date of birth').fill('2014-03-02');
    await dialog.getByRole('button', { name: 'Add player' }).click();
    await expect(toast(page, MESSAGES.playerAdded)).toBeVisible();
    await expect(playerRow(page, 'Ana Andersson')).toContainText('Goalkeeper');
    await expectAccessible(page, 'team page with a player');
    await expect(page.getByLabel('Total players')).toHaveText('1 player');

    // Edit.
    await playerRow(page, 'Ana Andersson').getByRole('button', { name: 'Edit Ana Andersson' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Ana Andersson' });
    await expect(edit.getByLabel('Jersey number')).toBeVisible();
    await expectAccessible(page, 'edit player');
    await edit.getByLabel('Jersey number').fill('10');
    await edit.getByLabel('Position').fill('Striker');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, MESSAGES.playerUpdated)).toBeVisible();
    await expect(playerRow(page, 'Ana Andersson')).toContainText('Striker');
    await expect(playerRow(page, 'Ana Andersson')).toContainText('10');

    // Import a roster from a CSV: one new player, one whose registration id is taken (skipped, with its row).
    const roster = tempFile('roster.csv');
    writeFileSync(roster, ['Name,Jersey Number,Registration Id,Position', `Bo Berg,9,REG-B-${stamp},Defender`, `Cy Carlsson,11,REG-${stamp},Midfielder`].join('\n'));
    await page.getByRole('button', { name: 'Import players' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import players' });
    await importDialog.locator('input[type=file]').setInputFiles(roster);
    await importDialog.getByRole('button', { name: 'Import 2 players' }).click();
    const report = importDialog.getByRole('region', { name: 'Import report' });
    // One of two rows was skipped: the headline counts instead of 'Players added successfully'.
    await expect(report).toContainText('1 of 2 added');
    await expect(report.getByRole('list', { name: 'Skipped rows' })).toContainText('Row 3, Cy Carlsson: A player with this registrationId exists already');
    await expectAccessible(page, 'import players report');
    await importDialog.getByRole('button', { name: 'Done' }).click();
    await expect(playerRow(page, 'Bo Berg')).toBeVisible();
    await expect(page.getByLabel('Total players')).toHaveText('2 players');

    // Delete, after confirming.
    await playerRow(page, 'Bo Berg').getByRole('button', { name: 'Delete Bo Berg' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, MESSAGES.playerDeleted)).toBeVisible();
    await expect(playerRow(page, 'Bo Berg')).toHaveCount(0);
    await expect(page.getByLabel('Total players')).toHaveText('1 player');

    // Another team: the page says it does not exist for them, and so does the API.
    await page.goto(`/admin/teams/${encodeURIComponent(otherTeam.teamId)}`);
    await expect(page.getByRole('heading', { name: MESSAGES.teamDoesNotExist })).toBeVisible();
    await expectAccessible(page, 'team not found');
    await expect(page.getByText(otherTeam.name)).toHaveCount(0);
    const otherPath = `/api/teams/${encodeURIComponent(otherTeam.teamId)}`;
    expect((await asCoach('GET', `${otherPath}/players`)).status).toBe(404);
    expect([403, 404]).toContain((await asCoach('POST', `${otherPath}/players`, { name: 'Sneaky Player' })).status);
    expect([403, 404]).toContain((await asCoach('PUT', otherPath, { name: 'Taken Over' })).status);
    expect([403, 404]).toContain((await asCoach('DELETE', otherPath)).status);
    // Their own team: never handed to another coach, never deleted by them.
    const ownPath = `/api/teams/${encodeURIComponent(ownTeam.teamId)}`;
    expect((await asCoach('PUT', ownPath, { coachUid: null })).status).toBe(403);
    expect((await asCoach('DELETE', ownPath)).status).toBe(403);
  });

  test('an admin adds a team (its name shown as text), imports teams from a file and deletes a team', async ({ page }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const htmlName = `<b>Blue</b> ${stamp}`;
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/teams');
    await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Add team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team' });
    await dialog.getByRole('button', { name: 'Add team' }).click();
    await expect(dialog.getByText('Please input your Team name')).toBeVisible();
    await expect(dialog.getByText('Please input your Age')).toBeVisible();
    await expectAccessible(page, 'add team with errors');
    await dialog.getByLabel('Team name').fill(htmlName);
    await selectOption(page, dialog.getByLabel('Age'), 'Under 10');
    await dialog.getByText('Female', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add team' }).click();
    await expect(toast(page, MESSAGES.teamAdded)).toBeVisible();
    // Rendered as text: the tags are visible characters, no <b> element was made.
    await expect(page.getByRole('link', { name: htmlName })).toBeVisible();
    await expect(page.locator('b', { hasText: 'Blue' })).toHaveCount(0);
    await expectAccessible(page, 'teams as admin');

    const file = tempFile('teams.csv');
    writeFileSync(
      file,
      ['Team,Club,Age,Gender,Id', `Green Owls ${stamp},Owls IF,U11,Boys,owls-${stamp}`, `Grey Wolves ${stamp},Wolves IF,u30,male,`, `Green Owls again ${stamp},Owls IF,U11,male,owls-${stamp}`].join(
        '\n',
      ),
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import teams' });
    await importDialog.locator('input[type=file]').setInputFiles(file);
    await expect(importDialog.getByRole('list', { name: '1 row will be skipped' })).toContainText('Row 3, Grey Wolves');
    await expectAccessible(page, 'import teams preview');
    await importDialog.getByRole('button', { name: 'Import 2 teams' }).click();
    const report = importDialog.getByRole('region', { name: 'Import report' });
    // Two of three rows were skipped: the headline counts instead of saying 'Teams imported successfully'.
    await expect(report).toContainText('1 of 3 added');
    await expect(report).toContainText('1 team added, 2 rows skipped.');
    await expect(report.getByRole('list', { name: 'Skipped rows' })).toContainText('Row 4, Green Owls again');
    await expectAccessible(page, 'import teams report');
    await importDialog.getByRole('button', { name: 'Done' }).click();
    // The demo organization holds every spec's teams, often more than one page: find them by this run's stamp
    // (the search shows once the list holds more than 8 teams).
    const search = page.getByLabel('Search teams');
    if (await search.isVisible()) await search.fill(String(stamp));
    await expect(page.getByRole('link', { name: `Green Owls ${stamp}` })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${htmlName}` }).click();
    await expect(page.getByRole('tooltip').getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectAccessible(page, 'teams, delete confirmation open');
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, MESSAGES.teamDeleted)).toBeVisible();
    await expect(page.getByRole('link', { name: htmlName })).toHaveCount(0);
  });
});
