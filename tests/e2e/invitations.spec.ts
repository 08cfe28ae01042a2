import { MESSAGES } from '@pitchside/shared';
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { chooseOption, signIn, toast, uniqueEmail } from './support/app';
import { linkIn, mailClock, waitForMail } from './support/mailbox';
import { expectAccessible } from './support/axe';

const admin = demoAccount('admin');
const NEW_PASSWORD = 'Touchline2026';

/** As the signed-in organizer: invite `email` as `role` from /admin/invites; the row shows 'pending'. */
async function invite(page: Page, email: string, role: string): Promise<void> {
  await page.goto('/admin/invites');
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').click();
  await chooseOption(page, role);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
  await expect(invitationRow(page, email).getByText('pending').filter({ visible: true }).first()).toBeVisible();
  await expectAccessible(page, 'invitations');
}

function invitationRow(page: Page, email: string) {
  return page.getByRole('row').filter({ has: page.getByText(email, { exact: true }) });
}

test.describe('invitations', () => {
  test('an admin invites a coach, who sets a password from the e-mailed link and lands on /home as coach', async ({ page, browser }) => {
    const coachEmail = uniqueEmail('coach');
    await signIn(page, admin.email, admin.password);
    const since = mailClock();
    await invite(page, coachEmail, 'Coach');

    const mail = await waitForMail(coachEmail, since);
    const link = linkIn(mail, '/invite?token=');

    // The invitee opens the link in their own browser.
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { name: "You're invited" })).toBeVisible();
    const summary = invitee.getByLabel('Invitation');
    await expect(summary).toContainText(`${admin.displayName} invited you to join Demo Cup Organizers as`);
    await expect(summary.getByText('Coach', { exact: true })).toBeVisible();
    await expectAccessible(invitee, 'invitation for a new account');

    // The spec's validation messages first.
    await invitee.getByRole('button', { name: 'Accept and join' }).click();
    await expect(invitee.getByText('Please input your Name')).toBeVisible();
    await invitee.getByLabel('Your name').fill('Casey Coach');
    await invitee.getByLabel('Password', { exact: true }).fill('short');
    await invitee.getByLabel('Confirm password').fill('different');
    await invitee.getByRole('button', { name: 'Accept and join' }).click();
    await expect(invitee.getByText(MESSAGES.invalidPassword)).toBeVisible();
    await expectAccessible(invitee, 'invitation with errors');

    await invitee.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await invitee.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await invitee.getByRole('button', { name: 'Accept and join' }).click();

    await expect(invitee).toHaveURL(/\/home$/);
    await expect(invitee.getByRole('heading', { name: 'Welcome, Casey Coach' })).toBeVisible();
    await expect(invitee.getByRole('list', { name: 'Your roles' }).getByText('Coach', { exact: true })).toBeVisible();
    await context.close();

    // The organizer sees it accepted; the used link opens nothing any more.
    await page.reload();
    await expect(invitationRow(page, coachEmail).getByText('accepted').filter({ visible: true }).first()).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText(MESSAGES.inviteNotFound);
  });

  test('re-send replaces the link, revoke ends it, and a declined invitation says so', async ({ page, browser }) => {
    const refereeEmail = uniqueEmail('referee');
    const medicEmail = uniqueEmail('medic');
    await signIn(page, admin.email, admin.password);

    let since = mailClock();
    await invite(page, refereeEmail, 'Referee');
    const firstLink = linkIn(await waitForMail(refereeEmail, since), '/invite?token=');

    since = mailClock();
    await page.getByRole('button', { name: `Re-send the invitation to ${refereeEmail}` }).click();
    await expect(toast(page, `Invitation sent again to ${refereeEmail}`)).toBeVisible();
    const secondLink = linkIn(await waitForMail(refereeEmail, since), '/invite?token=');
    expect(secondLink).not.toBe(firstLink);

    await page.getByRole('button', { name: `Revoke the invitation to ${refereeEmail}` }).click();
    await expectAccessible(page, 'invitations, revoke confirmation open');
    await page.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
    await expect(invitationRow(page, refereeEmail).getByText('revoked').filter({ visible: true }).first()).toBeVisible();

    const context = await browser.newContext();
    const invitee = await context.newPage();
    for (const link of [firstLink, secondLink]) {
      await invitee.goto(link);
      await expect(invitee.getByRole('alert')).toContainText(MESSAGES.inviteNotFound);
    }

    since = mailClock();
    await invite(page, medicEmail, 'Medic');
    const medicLink = linkIn(await waitForMail(medicEmail, since), '/invite?token=');
    await invitee.goto(medicLink);
    await invitee.getByRole('button', { name: 'Decline' }).click();
    await invitee.getByRole('tooltip').getByRole('button', { name: 'Decline' }).click();
    await expect(invitee.getByRole('heading', { name: 'You declined the invitation' })).toBeVisible();
    await expectAccessible(invitee, 'invitation declined');
    await context.close();

    await page.reload();
    await expect(invitationRow(page, medicEmail).getByText('declined').filter({ visible: true }).first()).toBeVisible();
  });

  test('a link without a valid token shows the spec message', async ({ page }) => {
    await page.goto('/invite?token=not-a-real-token');
    await expect(page.getByRole('alert')).toContainText(MESSAGES.inviteNotFound);
    await expectAccessible(page, 'invitation not found');
  });
});
