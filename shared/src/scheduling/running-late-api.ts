import * as z from 'zod';
import { typedNumber } from '../validation/field-schemas';
import { formText } from '../i18n/form-text';
import { idSchema } from '../entities/common';
import { type DELAY_VIOLATION_CODES, MAX_DELAY_MINUTES } from './running-late';

/**
 * "Running late" requests (docs/scheduling.md, "Running late"): a pitch on a day, or one match, is late by
 * `minutes` (0 = caught up). The same body previews and applies; applying names the rule breaks the
 * organizer has seen (`acceptedViolations`, the preview's keys), and the server checks them again.
 */
const target = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pitch'), pitchId: z.string().trim().min(1).max(128), date: z.iso.date() }),
  z.strictObject({ kind: z.literal('match'), matchId: idSchema }),
]);

export const delayInputSchema = z.strictObject({
  target,
  minutes: typedNumber(formText('form.sayMinutesLate'))
    .int(formText('form.wholeMinutes'))
    .min(0, formText('form.delayNegative'))
    .max(MAX_DELAY_MINUTES, formText('form.delayAtMost', { max: MAX_DELAY_MINUTES })),
  acceptedViolations: z.array(z.string().max(400)).max(200).default([]),
});
export type DelayInput = z.input<typeof delayInputSchema>;

/** One match whose expected kick-off changes, as the preview and the answer show it. */
export interface DelayedMatchView {
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  division: string;
  pitch: string;
  date: string;
  /** The published kick-off, kept. */
  time: string;
  previousDelayMinutes: number;
  delayMinutes: number;
  /** formatKickOff(time, delayMinutes): '10:45 (+20)'. */
  expected: string;
  cause: 'asked' | 'pitch' | 'team';
}

export interface DelayViolationView {
  key: string;
  code: (typeof DELAY_VIOLATION_CODES)[number];
  matchIds: string[];
  message: string;
  /** `message` as an id of catalog/scheduling with its values: a client words it in its language. */
  messageId: string;
  values: Readonly<Record<string, string | number>>;
  suggestion: string;
  suggestionId: string;
  suggestionValues: Readonly<Record<string, string | number>>;
}

export interface DelayPreview {
  /** What the request names, in words: 'Pitch 4 on 2026-07-14' or 'Lions v Tigers'. */
  target: string;
  minutes: number;
  changes: DelayedMatchView[];
  violations: DelayViolationView[];
}

export interface DelayResult extends DelayPreview {
  applied: boolean;
  /** People told by e-mail (coaches and referees of the moved matches). */
  notified: number;
}
