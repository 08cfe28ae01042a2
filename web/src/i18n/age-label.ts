import { AGE_OPTIONS, type Age } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';

type Words = Pick<IntlShape, 'formatMessage'>;

/** 'u12' → 'Under 12' in the reader's language (German and Swedish say 'U12'); shared's `ageLabel` is the English. */
export function ageText(intl: Words, age: Age): string {
  return intl.formatMessage({ id: 'age.under' }, { years: Number(age.slice(1)) });
}

/** The age pickers' options, worded in the reader's language. */
export function ageOptions(intl: Words): { value: Age; label: string }[] {
  return AGE_OPTIONS.map((age) => ({ value: age.value, label: ageText(intl, age.value) }));
}

/** 'Please input your Age' (shared's `requiredMessage`) with the field's own label, in the reader's language. */
export function requiredText(intl: Words, field: string): string {
  return intl.formatMessage({ id: 'form.required' }, { field });
}
