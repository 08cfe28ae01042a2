import type { MoveCheck } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';
import { ApiError, errorMessage } from '../../lib/api-error';
import { saidText, wordedText } from '../../i18n/said-text';

type Words = Pick<IntlShape, 'formatMessage' | 'messages'>;

/** Every rule a refused drop breaks, each once, in the reader's language (by message id; the reason alone when no rule is named). */
export function refusalReasons(intl: Words, check: Extract<MoveCheck, { ok: false }>): string[] {
  const reasons = check.violations.length > 0 ? check.violations.map((violation) => wordedText(intl, violation)) : [saidText(intl, check.said, check.reason)];
  return [...new Set(reasons)];
}

/** A failed request in the reader's language: by the error's message id when it has one (a board move's 409 names the rule), else its message. */
export function errorText(intl: Words, error: unknown): string {
  return error instanceof ApiError ? saidText(intl, error.said, errorMessage(error)) : errorMessage(error);
}
