import { MESSAGES } from '@pitchside/shared';
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { chooseOption, signIn, signOut, signUp, toast, uniqueEmail } from './support/app';
import { linkIn, mailClock, waitForMail } from './support/mailbox';
import { expectAccessible } from './support/axe';
import { apiFor, DEMO } from './support/public-site';

const demoAdmin = demoAccount('admin');
const PASSWORD = 'Kickoff2026';

function userRows(page: Page) {
  return page.getByRole('region', { name: 'Members' }).getByRole('row');
}

test.describe('self sign-up', () => {
  test('a new organizer lands on /home as admin of their own organization and sees only its users', async ({ page }) => {
    const email = uniqueEmail('organizer');
    const organizationName = `Riverside Cup ${Date.now()}`;

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Create an organizer account' }).click();
    await expect(page).toHaveURL(/\/admin\/signup$/);
    await expectAccessible(page, 'sign-up');

    // The spec's validation messages.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please input your E-mail')).toBeVisible();
    await expect(page.getByText('Please input your Name')).toBeVisible();
    await expect(page.getByText('Please input your Organization')).toBeVisible();
    await expect(page.getByText('Please input your Password')).toBeVisible();
    await expect(page.getByText(MESSAGES.confirmPassword)).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Your name').fill('Ola 2');
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm password').fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(page.getByText(MESSAGES.invalidName)).toBeVisible();
    await expect(page.getByText(MESSAGES.invalidPassword)).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();
    await expectAccessible(page, 'sign-up with errors');

    // An e-mail that already has an account: the API's message on the e-mail field.
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Your name').fill('Ola Organizer');
    await page.getByLabel('Organization name').fill(organizationName);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('#signup_email_help')).toContainText('already exists');
    await expect(page).toHaveURL(/\/admin\/signup$/);

    await page.getByLabel('Email').fill(email);
    const since = mailClock();
    await page.getByRole('button', { name: 'Create account' }).click();

    // The confirmation step: the address is the account's only once the e-mailed link comes back.
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expectAccessible(page, 'sign-up, confirmation sent');
    await page.goto(linkIn(await waitForMail(email, since), '/admin/confirm-email?token='));
    await expectAccessible(page, 'confirm e-mail address');
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page).toHaveURL(/\/signin\?notice=email-confirmed$/);
    await signIn(page, email, PASSWORD);

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Ola Organizer' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your roles' }).getByText('Admin', { exact: true })).toBeVisible();
    const organizations = page.getByRole('list', { name: 'Your organizations' });
    await expect(organizations).toContainText(organizationName);
    await expect(organizations).not.toContainText('Demo Cup Organizers');
    await expectAccessible(page, 'home as a new organizer');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).first().click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByText(`Everyone who works with ${organizationName} in Pitchside.`)).toBeVisible();
    await expect(userRows(page).filter({ hasText: email })).toHaveCount(1);
    await expect(userRows(page).filter({ hasText: '@demo.pitchside.test' })).toHaveCount(0);
    await expect(userRows(page)).toHaveCount(2); // the header and the organizer
    await expectAccessible(page, 'users of a new organization');
  });

  test('an organizer edits their profile and changes their password', async ({ page }) => {
    const email = uniqueEmail('profile');
    await signUp(page, { email, displayName: 'Pat Profile', organizationName: 'Profile Park', password: PASSWORD });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).first().click();
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await expectAccessible(page, 'profile');

    const details = page.getByRole('region', { name: 'Details' });
    await details.getByLabel('Phone', { exact: true }).fill('12345');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(details.getByText(MESSAGES.invalidPhone)).toBeVisible();
    await expectAccessible(page, 'profile with an error');
    await details.getByLabel('Display name').fill('Pat Player');
    await details.getByLabel('Phone', { exact: true }).fill('+1 555 123 4567');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, 'Your profile has been updated')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Pat Player')).toBeVisible();

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill('WrongPass2026');
    await password.getByLabel('New password', { exact: true }).fill('Whistle2026');
    await password.getByLabel('Confirm new password').fill('Whistle2026');
    await password.getByRole('button', { name: 'Change password' }).click();
    // A wrong current password is said on its field, not as "could not be updated, try again later".
    await expect(password.getByText('Your current password is not right. Type it again.')).toBeVisible();
    await expect(password.getByText(MESSAGES.profileUpdateFailed)).toHaveCount(0);
    await expectAccessible(page, 'profile, password refused');

    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Your password has been changed')).toBeVisible();

    await signOut(page);
    await signIn(page, email, 'Whistle2026');
    await expect(page.getByRole('heading', { name: 'Welcome, Pat Player' })).toBeVisible();
  });

  test('an organizer of two organizations switches between them', async ({ page, baseURL }) => {
    // A journey of two sign-ins, an e-mail and two switches: about 24 s on a quiet machine, so the default
    // 30 s left no room for a busy one (it timed out at whichever step the machine was slowest).
    test.setTimeout(60_000);
    const email = uniqueEmail('two-orgs');
    const ownOrganization = `Lakeside League ${Date.now()}`;
    await signUp(page, { email, displayName: 'Tove Twofold', organizationName: ownOrganization, password: PASSWORD });
    await signOut(page);

    // The demo admin invites them as tournament admin of the demo organization; they already have an account.
    // Through the API: sending an invitation on screen is invitations.spec.ts's; a second browser signing in
    // here only spent this test's time budget (it ran out on a busy machine).
    const api = await apiFor(baseURL as string);
    const since = mailClock();
    const invited = await api.call('POST', '/api/invites', { token: await api.token(DEMO.admin), org: true, body: { email, role: 'tournamentadmin' } });
    expect(invited.status, invited.text).toBe(201);
    await api.dispose();

    await page.goto(linkIn(await waitForMail(email, since), '/invite?token='));
    await expect(page.getByText('You already have a Pitchside account')).toBeVisible();
    await expectAccessible(page, 'invitation for an existing account');
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page).toHaveURL(/\/signin\?notice=invite-accepted$/);
    await signIn(page, email, PASSWORD);

    await page.goto('/admin/invites');
    const switcher = page.getByRole('banner').getByLabel('Organization');
    await expect(switcher).toBeVisible();
    await switcher.click();
    await chooseOption(page, ownOrganization);
    await expect(page.getByText(`Invite people to ${ownOrganization} by e-mail.`)).toBeVisible();
    await switcher.click();
    await chooseOption(page, 'Demo Cup Organizers');
    await expect(page.getByText('Invite people to Demo Cup Organizers by e-mail.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
    await expectAccessible(page, 'invitations with the organization switcher');

    // As tournament admin of the demo organization they may not manage its users; the choice is remembered.
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByText('You are not an admin of Demo Cup Organizers.')).toBeVisible();
    await expectAccessible(page, 'access denied, not an admin here');
  });
});
