import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import axeCore, { type AxeResults } from 'axe-core';

/** The rules every screen is held to: WCAG 2.2 level A and AA (axe tags each rule with the version that added it). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * `PITCHSIDE_A11Y_LOG=<file>` appends one JSON line per check (screen, width, violations), to count findings
 * while fixing them (docs/i18n.md, "Accessibility"). Never read by the assertion.
 */
const LOG = process.env.PITCHSIDE_A11Y_LOG;

/** `PITCHSIDE_A11Y_SHOTS=<folder>` saves a picture of each checked screen there, for a person to look at. */
const SHOTS = process.env.PITCHSIDE_A11Y_SHOTS;

interface Scope {
  /** axe's tags: which rules run. */
  tags: string[];
  /** Only the elements a selector matches (a dialog, one message), else the whole document. */
  include?: string;
}

/**
 * axe-core's own run over the page, the engine `@axe-core/playwright` drives, without what made its
 * `analyze()` cost 1–2.5 s a check on the two-core machine: it evaluates axe's 1.3 MB source into the page
 * twice per check and then into a new blank tab (its cross-origin frame mode, `runPartial` + `finishRun`).
 * The app has no frames, so `axe.run` in the page sees every element that mode would. The source goes in
 * once per document: a screen reached by a link (client-side navigation) reuses it, a full load injects again.
 */
export async function axeResults(page: Page, { tags, include }: Scope): Promise<AxeResults> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) {
    await page.evaluate(axeCore.source);
    // The same settings @axe-core/playwright gives: frames of the page's own origin only.
    await page.evaluate(() => (window as unknown as { axe: typeof axeCore }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
  }
  return page.evaluate(
    ({ tags: values, include: selector }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      return axe.run(selector ? { include: [selector] } : document, { runOnly: { type: 'tag', values } });
    },
    { tags, include },
  );
}

/** What one check may add to its test's time limit: axe over a large admin page takes seconds on a busy machine. */
const AXE_BUDGET_MS = 15_000;

interface Options {
  /** Also fail on axe's serious and critical best-practice findings (the public pages have always been held to them). */
  bestPractice?: boolean;
}

/**
 * axe on the page as it is now; any WCAG 2.2 A/AA violation fails the test with one readable line per rule
 * and one per element (its selector and axe's reason, e.g. the contrast ratio it measured).
 *
 * A soft assertion: the journey goes on after a finding, so one run lists every screen that fails instead
 * of stopping at the first, and a functional failure further on is still reported. The test fails either way.
 */
export async function expectAccessible(page: Page, label: string, options: Options = {}): Promise<void> {
  // Each check brings its own time: the journeys' budgets were set for their steps, not for a dozen axe runs.
  test.info().setTimeout(test.info().timeout + AXE_BUDGET_MS);
  await settled(page);
  const results = await axeResults(page, { tags: [...WCAG_22_AA, ...(options.bestPractice ? ['best-practice'] : [])] });
  const failing = results.violations.filter((violation) => violation.tags.some((tag) => WCAG_22_AA.includes(tag)) || violation.impact === 'serious' || violation.impact === 'critical');
  const width = page.viewportSize()?.width ?? 0;
  const where = `${label} at ${width} px`;
  if (LOG) {
    const line = {
      screen: label,
      width,
      url: new URL(page.url()).pathname,
      violations: failing.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.length,
        where: violation.nodes.map((node) => `${node.target.join(' ')} — ${firstReason(node.failureSummary)}`),
      })),
    };
    appendFileSync(LOG, `${JSON.stringify(line)}\n`);
  }
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${width}.png`) });
  const summary = failing.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}, ${violation.nodes.length} element${violation.nodes.length === 1 ? '' : 's'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${firstReason(node.failureSummary)}`).join('\n'),
  );
  expect.soft(summary, `axe (WCAG 2.2 AA) on ${where}`).toEqual([]);
}

/** axe's failure summary starts with a "Fix any/all of the following:" line; the reason is the next one. */
function firstReason(summary: string | undefined): string {
  return (
    (summary ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('Fix '))[0] ?? ''
  );
}

/**
 * Brings every finite animation and transition to its end: antd fades modals, popovers and toasts in and
 * out, and an element measured mid-fade reports a contrast no user sees for long. Finishing them (rather
 * than waiting) shows axe the settled screen at once, also on a busy machine where a 200 ms fade can take
 * seconds of starved frames; finishing one may start the next (a toast's list closing up), hence the loop.
 * Endless ones (spinners, the live pulse) are left alone.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
      for (const animation of running) animation.finish();
      return running.length === 0;
    },
    undefined,
    { polling: 100 },
  );
}
