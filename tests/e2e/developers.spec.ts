import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

const SHOTS = process.env.PITCHSIDE_SHOTS;

test.describe('the API reference for developers', () => {
  for (const viewport of [
    { width: 1366, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`a developer finds an endpoint, reads its body and follows it to a schema (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/developers');
      await expect(page.getByRole('heading', { level: 1, name: 'Pitchside API' })).toBeVisible();
      await expect(page.getByText(/Version \d+\.\d+\.\d+ · OpenAPI 3\.1/)).toBeVisible();
      await expect(page.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
      await expectAccessible(page, `developers, ${viewport.width} px`, { bestPractice: true });

      await page.getByLabel('Find an endpoint').fill('record referee events');
      await expect(page.getByText(/^1 of \d+ endpoints$/)).toBeVisible();
      const events = page.locator('#op-recordMatchEvents');
      await events.getByText('/api/tournaments/{tournamentId}/matches/{matchId}/events').click();
      await expect(events.getByText('Cognito ID token: Authorization: Bearer <token>')).toBeVisible();
      await expect(events.getByRole('table', { name: 'RecordMatchEventsRequest fields' })).toBeVisible();
      await expect(events.getByRole('table', { name: 'Responses' }).getByRole('row', { name: /^409 / })).toBeVisible();
      await expectAccessible(page, `developers, an endpoint open, ${viewport.width} px`, { bestPractice: true });
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/developers-endpoint-${viewport.width}.png`, fullPage: false });
      }

      await events.getByRole('link', { name: 'RecordMatchEventsAnswer' }).click();
      const answer = page.locator('#schema-RecordMatchEventsAnswer');
      await expect(answer).toHaveAttribute('open', '');
      await expect(answer.getByRole('table', { name: 'RecordMatchEventsAnswer fields' }).getByRole('link', { name: 'MatchView' })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/developers-schema-${viewport.width}.png`, fullPage: false });
    });
  }

  test('the document is served, public and tagged, and a repeat read is a 304', async ({ request }) => {
    const first = await request.get('/api/openapi.json');
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('public, max-age=300');
    const document = (await first.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.1');
    expect(Object.keys(document.paths)).toContain('/api/openapi.json');
    const again = await request.get('/api/openapi.json', { headers: { 'if-none-match': first.headers().etag ?? '' } });
    expect(again.status()).toBe(304);
  });
});
