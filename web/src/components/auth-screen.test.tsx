import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { LOCALES } from '@pitchside/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { AuthScreen as AuthScreenComponent } from './auth-screen';

// antd's icons ship as ES modules the unit project does not transform; the check mark says nothing anyway.
jest.mock('@ant-design/icons', () => ({ CheckCircleFilled: () => null }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock above
const { AuthScreen } = require('./auth-screen') as { AuthScreen: typeof AuthScreenComponent };

const appCatalog = (locale: string) => JSON.parse(readFileSync(join(__dirname, '..', 'i18n', 'catalogs', 'app', `${locale}.json`), 'utf8')) as Record<string, string>;

function signInScreen(locale: string): string {
  return renderToStaticMarkup(
    <IntlProvider
      locale={locale}
      messages={appCatalog(locale)}
      onError={(error) => {
        throw error;
      }}
    >
      <AuthScreen title="title">form</AuthScreen>
    </IntlProvider>,
  );
}

describe('the signed-out screens’ pitch for the product', () => {
  it.each(LOCALES)('is worded by the %s catalog: tagline, highlights and the section’s name', (locale) => {
    const catalog = appCatalog(locale);
    const html = signInScreen(locale);
    for (const id of ['auth.headline', 'auth.highlight1', 'auth.highlight2', 'auth.highlight3', 'auth.about']) expect(html).toContain(catalog[id]?.replace(/'/g, '&#x27;'));
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('says nothing in English in %s', (locale) => {
    expect(signInScreen(locale)).not.toMatch(/kick-off|final whistle|touchline|About Pitchside/);
  });
});
