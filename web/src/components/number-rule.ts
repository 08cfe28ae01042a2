import { MESSAGES } from '@pitchside/shared';
import { translatedMessage } from '../i18n/server-message';

// The number box's reading of what was typed and its rule, apart from antd so a unit test loads them.

/** What a box holds: a number, nothing (null), or the text typed when it is not one (the rule refuses it). */
export type NumberFieldValue = number | string | null;

/** How a box reads its text: digits, a leading minus when `signed`, up to `decimals` places after a point or comma. */
export interface NumberShape {
  signed?: boolean | undefined;
  decimals?: number | undefined;
}

export function numberPattern({ signed = false, decimals = 0 }: NumberShape): RegExp {
  return new RegExp(`^${signed ? '-?' : ''}[0-9]+${decimals > 0 ? `([.,][0-9]{1,${decimals}})?` : ''}$`);
}

/** The typed text as the form sees it: '' is null, a number a number, anything else stays text (the rule refuses it). */
export function parseTyped(text: string, shape: NumberShape = {}): NumberFieldValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return numberPattern(shape).test(trimmed) ? Number(trimmed.replace(',', '.')) : text;
}

/** The spec's message in the language on screen for text left in a box; undefined for a number or nothing. */
export function numberProblem(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? translatedMessage(MESSAGES.invalidNumber) : undefined;
}

/** The antd rule for a Form.Item holding a NumberField; antd then marks the box aria-invalid and describes it by the message. */
export const numberRule = {
  validator: async (_: unknown, value: unknown) => {
    const problem = numberProblem(value);
    if (problem) throw new Error(problem);
  },
};
