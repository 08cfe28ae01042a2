import { expect, type Locator, type Page } from '@playwright/test';
import { linkIn, mailClock, waitForMail } from './mailbox';

/** An address no earlier run has used: re-runs never collide with what they created before. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** Where Amplify keeps a signed-in session in the browser (web/src/lib/amplify.ts). */
const SESSION_PREFIX = 'CognitoIdentityServiceProvider.';
/**
 * This worker's sessions by account (e-mail and password): the Cognito keys the account's first sign-in
 * through the form left in localStorage. Playwright's storageState, made on first use instead of in a
 * global setup, so a spec's own accounts get it too.
 */
const sessions = new Map<string, Record<string, string>>();

/**
 * Signs in and lands on /home. The first time in this worker an account signs in through the form; after
 * that the session it got is put back into this browser's storage and /home opened, as a returning user
 * finds it: the form's work is then checked once, not before every test (sign-in.spec.ts and the journeys
 * that change a password sign in through the form every time). A session the app no longer accepts falls
 * back to the form.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const key = `${email}\n${password}`;
  const stored = sessions.get(key);
  if (stored && (await resumeSession(page, stored))) return;
  await signInThroughForm(page, email, password);
  sessions.set(
    key,
    await page.evaluate((prefix) => Object.fromEntries(Object.keys(localStorage).flatMap((name) => (name.startsWith(prefix) ? [[name, localStorage.getItem(name) ?? '']] : []))), SESSION_PREFIX),
  );
}

/** The sign-in form, filled and sent: ends on /home. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Puts a stored session back (on a static file of the origin, so the app does not boot twice) and opens /home. */
async function resumeSession(page: Page, stored: Record<string, string>): Promise<boolean> {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([prefix, entries]) => {
      for (const name of Object.keys(localStorage)) if (name.startsWith(prefix)) localStorage.removeItem(name);
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    },
    [SESSION_PREFIX, stored] as const,
  );
  await page.goto('/home');
  // Signed in once the app has read the session and written its `token` cookie from it (spec §7); a session
  // it does not accept sends it to /signin instead.
  const idToken = Object.entries(stored).find(([name]) => name.endsWith('.idToken'))?.[1];
  const resumed = async () => (await page.context().cookies()).some((cookie) => cookie.name === 'token' && cookie.value === idToken);
  await expect.poll(async () => (await resumed()) || /\/signin/.test(page.url()), { message: 'the stored session is read or refused', timeout: 10_000 }).toBe(true);
  return (await resumed()) && /\/home$/.test(page.url());
}

/**
 * Opens `path` the way the app's own links do: the router follows history.pushState, so the signed-in
 * app stays loaded (no new document, no second boot). A screen that shares the previous one's heading
 * (a tab, a schedule view) is ready once its tab is the selected one: `?tab=` / `?view=` waits for it.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    history.pushState({ __TSR_index: index + 1 }, '', to);
  }, path);
  const url = new URL(path, page.url());
  await expect(page).toHaveURL(url.href);
  const key = url.searchParams.get('tab') ?? url.searchParams.get('view');
  if (key) await expect(page.locator(`[role="tab"][id$="-tab-${key}"]`)).toHaveAttribute('aria-selected', 'true');
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
}

/** The toast antd shows after a success (message.success). */
export function toast(page: Page, text: string) {
  return page.locator('.ant-message').getByText(text, { exact: true });
}

/** Signs up a new organizer with their own organization; lands on /home signed in. */
export async function signUp(page: Page, account: { email: string; displayName: string; organizationName: string; password: string }): Promise<void> {
  await page.goto('/admin/signup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Your name').fill(account.displayName);
  await page.getByLabel('Organization name').fill(account.organizationName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  const since = mailClock();
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmSignUp(page, account.email, since);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
}

/** The sign-up's confirmation step: the link e-mailed to the address, opened and confirmed, ends on /signin. */
export async function confirmSignUp(page: Page, email: string, since: number): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await page.goto(linkIn(await waitForMail(email, since), '/admin/confirm-email?token='));
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page).toHaveURL(/\/signin\?notice=email-confirmed$/);
  await expect(page.getByText('Your e-mail address is confirmed. Sign in to continue.')).toBeVisible();
}

/**
 * The dropdown list of the antd Select whose combobox is `field`, once it is open. A Select's list leaves
 * with an animation, so the list of the Select picked just before can still be visible: the open field
 * names its own list (`aria-controls`), and only the dropdown holding that list is this field's.
 */
async function dropdownOf(page: Page, field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-controls', /\S/);
  const listId = (await field.getAttribute('aria-controls')) as string;
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
}

/**
 * Picks an option of the antd Select just opened (the focused one): its visible list, not the screen-reader
 * copy. Picked like `selectOption`, checked and tried again: a click on an option still sliding in is lost
 * on a busy machine (the organization switch in signup.spec.ts failed so).
 */
export async function chooseOption(page: Page, label: string): Promise<void> {
  const focused = page.locator('[role="combobox"]:focus');
  await expect(focused).toHaveAttribute('id', /\S/);
  const id = (await focused.getAttribute('id')) as string;
  await selectOption(page, page.locator(`[id="${id}"]`), label);
}

/**
 * Picks `label` in the antd Select whose input is `select`, and checks that it took: an option clicked
 * while the list is still sliding in can be missed on a busy machine, so the pick is tried again until
 * the Select shows it.
 */
export async function selectOption(page: Page, select: Locator, label: string): Promise<void> {
  // The Select around the input: it shows the picked option's label (the list itself is elsewhere in the page).
  const field = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click({ timeout: 2_000 });
    const dropdown = await dropdownOf(page, select);
    await dropdown.getByTitle(label, { exact: true }).click({ timeout: 2_000 });
    await expect(field).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The options the open antd Select shows. */
export function visibleOptions(page: Page) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option');
}
