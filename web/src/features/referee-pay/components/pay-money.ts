import { formatPay, minorDigits } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';

/** An amount in minor units as people read it in the language on screen ('250,00 kr'). */
export const money = (intl: IntlShape, amount: number, currency: string) => formatPay(amount, currency, intl.locale);

/** Minor units ↔ the major units a person types (25000 ↔ 250 for SEK; JPY has no minor unit). */
export const toMajor = (amount: number, currency: string) => amount / 10 ** minorDigits(currency);
export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** minorDigits(currency));
