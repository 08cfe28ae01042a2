import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoAccount } from '../../infra/local/demo-accounts';
import { seedDemoTournament } from '../../infra/local/demo-tournament';
import { DEMO_TOURNAMENT_NAME } from '../../infra/local/demo-tournament-plan';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { photo } from './support/photo';

/**
 * What a newcomer meets after `npm start`: the demo tournament's public page working (tables, the knockout,
 * results), and the demo referee's semi-final waiting in their list. Seeded by the function `npm start`
 * calls (it finds the tournament when the integration suite has seeded it already).
 */
const SCREENS = join(__dirname, '..', '..', 'test-results', 'screens');
const sizes = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } } as const;

test('the demo tournament greets a newcomer: its public page, and a match for the demo referee', async ({ page }) => {
  test.setTimeout(180_000);
  const cloud = localCloudHandle();
  const demo = await seedDemoTournament({ gatewayUrl: cloud.url, userPoolClientId: cloud.resources.userPoolClientId });

  for (const [label, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await page.goto(new URL(demo.publicUrl).pathname);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_TOURNAMENT_NAME })).toBeVisible();
    await expect(page.getByRole('table', { name: 'U12 Boys — Group A' })).toContainText('Harbour City U12');
    await expect(page.getByRole('table', { name: 'U12 Boys — Group B' })).toContainText('Lakeside U12');
    mkdirSync(SCREENS, { recursive: true });
    await photo(page, join(SCREENS, `demo-tournament-${label}.png`), { fullPage: true });
    try {
      mkdirSync('/tmp/shots/demo', { recursive: true });
      copyFileSync(join(SCREENS, `demo-tournament-${label}.png`), `/tmp/shots/demo/demo-tournament-${label}.png`);
    } catch {
      /* a convenience only */
    }
    await expectAccessible(page, `the demo tournament (${label})`);
  }

  await page.setViewportSize(sizes.phone);
  await signIn(page, demoAccount('referee').email, demoAccount('referee').password);
  await page.goto('/admin/matches');
  await expect(page.getByRole('link', { name: /Lakeside U12 against Northside Rovers U12/ })).toBeVisible();
  await photo(page, join(SCREENS, 'demo-referee-matches-phone.png'), { fullPage: true });
  try {
    copyFileSync(join(SCREENS, 'demo-referee-matches-phone.png'), '/tmp/shots/demo/demo-referee-matches-phone.png');
  } catch {
    /* a convenience only */
  }
});
