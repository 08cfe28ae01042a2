import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { settled } from './axe';

/**
 * `PITCHSIDE_SHOTS=1` (or a folder) saves the pictures the journeys take for a person to look at (new
 * screens at a laptop's and a phone's size). Unset, as in `npm test`, none is taken: a picture asserts
 * nothing, and some forty of them (many full page) cost the suite about half a minute of a busy browser.
 * A failing test's picture is Playwright's own (`screenshot: 'only-on-failure'`), taken either way.
 */
export const PHOTOS_WANTED = !!process.env.PITCHSIDE_SHOTS;

/** A still picture of the page (or one element) once its animations are over, when pictures are wanted. */
export async function photo(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!PHOTOS_WANTED) return;
  const page = 'goto' in target ? target : target.page();
  await settled(page);
  mkdirSync(dirname(path), { recursive: true });
  await ('goto' in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }));
}
