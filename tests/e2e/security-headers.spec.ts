import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { signIn } from './support/app';

/**
 * The local gateway serves CloudFront's security headers (one definition, infra/security-headers.ts), so
 * a page that needs more than the CSP allows fails here, not first in production. Every violation the
 * browser reports is collected from the first script on (an init script is not subject to the page's CSP).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test.describe('security headers on the local cloud', () => {
  test('the public site, sign-in and the admin pages load under the CSP without a single violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await violations()).toEqual([]);

    const admin = demoAccount('admin');
    await signIn(page, admin.email, admin.password);
    expect(await violations()).toEqual([]);
    for (const path of ['/admin/tournaments', '/admin/users', '/admin/teams']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    }
  });
});
