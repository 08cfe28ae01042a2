import { expect, type Page } from '@playwright/test';

/** An address no earlier run has used: re-runs never collide with what they created before. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
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
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Picks an option of the open antd Select (its visible list, not the screen-reader copy). */
export async function chooseOption(page: Page, label: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

/** The options the open antd Select shows. */
export function visibleOptions(page: Page) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option');
}
