import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { LOCALES, SERVER_CATALOGS } from '@pitchside/shared';
import type { InputHTMLAttributes } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { setActiveLocale } from '../i18n/active-locale';
import type * as NumberFieldModule from './number-field';
import { numberRule, parseTyped } from './number-rule';

// antd ships ES modules the unit project does not transform; a plain input shows the attributes the box sets.
jest.mock('antd', () => ({
  Input: ({ status: _status, ...props }: InputHTMLAttributes<HTMLInputElement> & { status?: string }) => <input {...props} />,
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock above
const { NumberField, StandaloneNumberField } = require('./number-field') as typeof NumberFieldModule;

afterEach(() => setActiveLocale('en'));

/** What the form rule answers for a value: the message a person reads under the box, or undefined. */
async function ruleSays(value: unknown): Promise<string | undefined> {
  try {
    await numberRule.validator(undefined, value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a number box (spec §5: digits only, “Invalid number”)', () => {
  it('keeps a letter as text so the rule can refuse it, and digits as the number', () => {
    expect(parseTyped('12')).toBe(12);
    expect(parseTyped(' 07 ')).toBe(7);
    expect(parseTyped('')).toBeNull();
    for (const typed of ['12a', 'a', '1.5', '-1', '1 000', '١٢']) expect(parseTyped(typed)).toBe(typed);
  });

  it('reads a minus only where the box is signed, and a fee’s two decimals', () => {
    expect(parseTyped('-15', { signed: true })).toBe(-15);
    expect(parseTyped('15,50', { decimals: 2 })).toBe(15.5);
    expect(parseTyped('15.505', { decimals: 2 })).toBe('15.505');
    expect(parseTyped('15e2', { decimals: 2 })).toBe('15e2');
  });

  it('answers a letter with “Invalid number”, and says nothing of a number or an empty box', async () => {
    expect(await ruleSays('7a')).toBe('Invalid number');
    expect(await ruleSays(7)).toBeUndefined();
    expect(await ruleSays(null)).toBeUndefined();
    expect(await ruleSays(undefined)).toBeUndefined();
  });

  it.each(LOCALES)('words the rule in %s from its catalog', async (locale) => {
    setActiveLocale(locale);
    expect(await ruleSays('x')).toBe(SERVER_CATALOGS[locale]['spec.invalidNumber']);
  });

  it('asks a phone for its number keyboard and says what it takes', () => {
    const html = renderToStaticMarkup(<NumberField value={9} aria-label="Places" />);
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('pattern="[0-9]+"');
    expect(html).toContain('value="9"');
    expect(renderToStaticMarkup(<NumberField value={null} decimals={2} aria-label="Fee" />)).toContain('inputMode="decimal"');
  });

  it('outside a form, holds its message place empty until a letter is typed', () => {
    const html = renderToStaticMarkup(<StandaloneNumberField id="minute" value={12} onChange={() => undefined} aria-label="Minute" />);
    expect(html).not.toContain('aria-invalid');
    expect(html).toMatch(/<div id="[^"]+-error" class="ps-number-error" aria-live="polite"><\/div>/);
  });
});
