import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/app';
import { tokenOf } from './support/api';
import { expectAccessible } from './support/axe';

/**
 * Creating a tournament is paid for: a new organizer creates one, pays on the (local fake) Stripe checkout
 * page and comes back to /admin/tournaments with the draft paid; a cancelled checkout comes back unpaid.
 */
test.describe('paying for a tournament', () => {
  test('an organizer pays on the checkout page and lands on their tournaments with the new draft', async ({ page }) => {
    const organizer = { email: uniqueEmail('payer'), displayName: 'Paula Payer', organizationName: `Payer Club ${Date.now()}`, password: 'Payer1234' };
    await signUp(page, organizer);
    await page.goto('/admin/tournaments/create');
    const name = `Paid Cup ${Date.now()}`;
    await page.getByLabel('Tournament name').fill(name);
    await page.getByLabel('Start date').fill('2026-06-06');
    await page.getByLabel('End date').fill('2026-06-07');
    await page.getByLabel('Venue', { exact: true }).fill('Heden, Gothenburg');
    await page.getByLabel('Under 12').check();
    await page.getByLabel('Boys').check();
    await expectAccessible(page, 'create tournament, filled in');
    await page.getByRole('button', { name: 'Create draft tournament' }).click();

    // The checkout page of the payment provider (the local fake speaks Stripe's API and signs its webhook).
    await expect(page.getByRole('heading', { name: 'Pitchside test checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/admin\/tournaments\?payment=success/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Draft').filter({ visible: true }).first()).toBeVisible();
    await expect(row.getByText('Paid', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(row.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await expectAccessible(page, 'tournaments after payment');
  });

  test('a cancelled checkout comes back with the tournament unpaid, to pay later', async ({ page }) => {
    const organizer = { email: uniqueEmail('canceller'), displayName: 'Carl Canceller', organizationName: `Cancel Club ${Date.now()}`, password: 'Cancel1234' };
    await signUp(page, organizer);
    const token = await tokenOf(page);
    const name = `Unpaid Cup ${Date.now()}`;
    const created = await page.request.post('/api/tournaments', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { name, type: 'league', days: 'weekends', startDate: '2026-06-06', endDate: '2026-06-07', venue: 'Ullevi', ageGroups: ['u10'], genders: ['girls'] },
    });
    expect(created.status()).toBe(201);

    await page.goto('/admin/tournaments');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Unpaid').filter({ visible: true }).first()).toBeVisible();
    await row.getByRole('button', { name: 'Pay now' }).filter({ visible: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Pitchside test checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/admin\/tournaments\?payment=cancelled/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled' })).toBeVisible();
    await expectAccessible(page, 'tournaments after a cancelled payment');
    await expect(page.getByRole('row').filter({ hasText: name }).getByText('Unpaid').filter({ visible: true }).first()).toBeVisible();
  });
});
