import { WEB_MESSAGE_CATALOGS } from '@pitchside/shared';
import { createIntl, type IntlShape } from 'react-intl';
import appEnglish from './catalogs/app/en.json';
import publicEnglish from './catalogs/public/en.json';

/**
 * For unit tests of code that speaks through react-intl: the English catalogs as they are (ICU strings,
 * parsed on the spot — Node has the parser the browser build leaves out), with the shared catalogs the
 * build compiles into the app half, so tests read the spec's words.
 */
export function englishIntl(): IntlShape {
  return createIntl({ locale: 'en', defaultLocale: 'en', messages: { ...publicEnglish, ...appEnglish, ...WEB_MESSAGE_CATALOGS.en } });
}
