import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@pitchside/shared';
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { chooseOption, signIn, toast, uniqueEmail } from './support/app';
import { expectAccessible } from './support/axe';

const admin = demoAccount('admin');

function userRow(page: Page, email: string) {
  return page.getByRole('row').filter({ has: page.getByText(email, { exact: true }) });
}

async function openUsers(page: Page): Promise<void> {
  await signIn(page, admin.email, admin.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).first().click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

test.describe('user management', () => {
  test('an admin adds, edits and deletes a user', async ({ page }) => {
    const email = uniqueEmail('member');
    await openUsers(page);
    await expect(userRow(page, admin.email)).toBeVisible();
    await expectAccessible(page, 'users');

    // Add: the form speaks the spec's validation words.
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText('Please input your E-mail')).toBeVisible();
    await expect(dialog.getByText('Please input your Role')).toBeVisible();
    await expectAccessible(page, 'add user with errors');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Display name').fill('Mia Member');
    await dialog.getByLabel('First password').fill('Welcome2026');
    await dialog.getByLabel('Coach').check();
    await dialog.getByLabel('Phone', { exact: true }).fill('12');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText(MESSAGES.invalidPhone)).toBeVisible();
    await dialog.getByLabel('Phone', { exact: true }).fill('(555) 123-4567');
    await dialog.getByRole('button', { name: 'Add user' }).click();

    await expect(toast(page, MESSAGES.userAdded)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The organization has many users by now (other tests add some): find the new one as an admin would.
    await page.getByLabel('Search users').fill(email);
    const row = userRow(page, email);
    await expect(row).toContainText('Mia Member');
    await expect(row.getByText('Coach', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expectAccessible(page, 'users, searched');

    // Edit: a new name and a second role.
    await row.getByRole('button', { name: 'Edit Mia Member' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Mia Member' });
    await expect(edit.getByLabel('Display name')).toBeVisible();
    await expectAccessible(page, 'edit user');
    await edit.getByLabel('Display name').fill('Mia Medic');
    await edit.getByLabel('Medic').check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'User updated successfully')).toBeVisible();
    await expect(userRow(page, email)).toContainText('Mia Medic');
    await expect(userRow(page, email).getByText('Medic', { exact: true }).filter({ visible: true }).first()).toBeVisible();

    // Search and role filter (kept in the address).
    await page.getByLabel('Search users').fill('mia medic');
    await expect(page).toHaveURL(/search=mia(\+|%20)medic/);
    await expect(userRow(page, email)).toBeVisible();
    await expect(userRow(page, admin.email)).toHaveCount(0);
    await page.getByLabel('Search users').fill('');
    await page.getByLabel('Filter by role').click();
    await chooseOption(page, 'Medic');
    await expect(page).toHaveURL(/role=medic/);
    await expectAccessible(page, 'users, filtered by role');
    await expect(userRow(page, email)).toBeVisible();
    await expect(userRow(page, admin.email)).toHaveCount(0);
    await page.getByLabel('Filter by role').click();
    await chooseOption(page, 'All roles');

    // Delete, after confirming.
    await page.getByLabel('Search users').fill(email);
    await userRow(page, email).getByRole('button', { name: 'Delete Mia Medic' }).click();
    await expect(page.getByRole('tooltip').getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectAccessible(page, 'users, delete confirmation open');
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, MESSAGES.userDeleted)).toBeVisible();
    await expect(userRow(page, email)).toHaveCount(0);
  });

  test('an admin imports users from a CSV file; the report lists the bad row with its reason', async ({ page }) => {
    const first = uniqueEmail('import-a');
    const second = uniqueEmail('import-b');
    const dir = mkdtempSync(join(tmpdir(), 'pitchside-import-'));
    const file = join(dir, 'members.csv');
    writeFileSync(file, ['email,displayName,roles,phone', `${first},Ina Import,coach;referee,555-123-4567`, 'not-an-email,Bad Row,coach,', `${second},"Jo Import",medic,`].join('\n'));

    await openUsers(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users' });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.getByText('members.csv')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 3 users' }).click();

    const report = dialog.getByRole('region', { name: 'Import report' });
    // One row of three failed: the headline says so instead of 'Import successful'.
    await expect(report).toContainText('2 of 3 imported');
    await expect(report).not.toContainText(MESSAGES.importSuccessful);
    await expect(report).toContainText('2 users imported, 1 row failed.');
    await expect(report.getByRole('list', { name: 'Failed rows' })).toContainText(`Row 3, not-an-email: ${MESSAGES.invalidEmail}`);
    await expect(report.getByRole('list', { name: 'Imported rows' })).toContainText(first);
    await expectAccessible(page, 'import users report');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Found by search: after the other journeys the organization has more users than one page shows.
    await page.getByLabel('Search users').fill(first);
    await expect(userRow(page, first)).toContainText('Ina Import');
    await page.getByLabel('Search users').fill(second);
    await expect(userRow(page, second)).toContainText('Jo Import');
  });
});
