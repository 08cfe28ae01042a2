import * as z from 'zod';
import { typedNumber } from '../validation/field-schemas';
import { requiredMessage } from '../i18n/form-text';
import { idSchema, nonNegativeIntSchema, teamTypeSchema, timestampSchema, type TeamType } from '../entities/common';

/** How long after the final whistle a coach may dispute the result, when the organizer has not said. */
export const DEFAULT_DISPUTE_WINDOW_MINUTES = 60;
/** A week: longer than any tournament's tables can wait on one result. 0 turns disputes off. */
export const MAX_DISPUTE_WINDOW_MINUTES = 7 * 24 * 60;
export const DISPUTE_REASON_MAX = 500;
export const DISPUTE_NOTE_MAX = 500;
/** Highest score an organizer may enter as a correction (a typo guard, not a football rule). */
export const MAX_CORRECTED_SCORE = 99;

/** What the dispute flow tells people, word for word; the API and the web use these only. */
export const DISPUTE_MESSAGES = {
  opened: 'Result disputed: the organizer will review it',
  upheld: 'Dispute resolved: the result stands',
  corrected: 'Dispute resolved: the score is corrected',
  notCompleted: 'The result can be disputed once the match is completed',
  windowClosed: 'The time to dispute this result has passed',
  alreadyDisputed: 'You already disputed the result for this team',
  confirmedAlready: 'You confirmed the score for this team, so you cannot dispute it',
  confirmWhileDisputed: 'Your dispute of this result is still open: the organizer resolves it first',
  notFound: 'Dispute not found',
  alreadyResolved: 'This dispute has already been resolved',
  reasonRequired: requiredMessage('reason'),
  reasonTooLong: `Keep the reason under ${DISPUTE_REASON_MAX} characters`,
  noteTooLong: `Keep the note under ${DISPUTE_NOTE_MAX} characters`,
  controlCharacters: 'Use letters, digits and punctuation only',
  windowRange: `Use 0 to ${MAX_DISPUTE_WINDOW_MINUTES} minutes (0 turns disputes off)`,
  scoreRange: `Use a score from 0 to ${MAX_CORRECTED_SCORE}`,
  knockoutLevel: 'A knockout match needs a winner: the corrected score cannot be level',
} as const;

/** C0 controls and DEL, except tab and line breaks (a reason is typed in a multi-line box). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const freeText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value), DISPUTE_MESSAGES.controlCharacters);

export const disputeWindowMinutesSchema = z
  .number({ error: DISPUTE_MESSAGES.windowRange })
  .int(DISPUTE_MESSAGES.windowRange)
  .min(0, DISPUTE_MESSAGES.windowRange)
  .max(MAX_DISPUTE_WINDOW_MINUTES, DISPUTE_MESSAGES.windowRange);

export const DISPUTE_STATUSES = ['open', 'upheld', 'corrected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * A coach's dispute of one side's result, kept on the match. `homeScore`/`awayScore` are the result as it
 * stood when disputed; a correction records the score it set. Resolved ones stay as the match's history.
 */
export const matchDisputeSchema = z.object({
  disputeId: idSchema,
  teamType: teamTypeSchema,
  teamName: z.string(),
  coachId: idSchema,
  coachName: z.string(),
  reason: z.string(),
  openedAt: timestampSchema,
  homeScore: nonNegativeIntSchema,
  awayScore: nonNegativeIntSchema,
  status: z.enum(DISPUTE_STATUSES),
  resolvedAt: timestampSchema.nullable(),
  resolvedBy: idSchema.nullable(),
  resolvedByName: z.string().nullable(),
  note: z.string().nullable(),
  correctedHomeScore: nonNegativeIntSchema.nullable(),
  correctedAwayScore: nonNegativeIntSchema.nullable(),
});
export type MatchDispute = z.infer<typeof matchDisputeSchema>;

/** POST …/matches/{matchId}/disputes: the side the coach speaks for and why. */
export const openDisputeInputSchema = z.strictObject({
  teamType: teamTypeSchema,
  reason: z.string({ error: DISPUTE_MESSAGES.reasonRequired }).pipe(freeText(DISPUTE_REASON_MAX, DISPUTE_MESSAGES.reasonTooLong)).pipe(z.string().min(1, DISPUTE_MESSAGES.reasonRequired)),
});
export type OpenDisputeInput = z.infer<typeof openDisputeInputSchema>;

const scoreSchema = typedNumber(DISPUTE_MESSAGES.scoreRange).int(DISPUTE_MESSAGES.scoreRange).min(0, DISPUTE_MESSAGES.scoreRange).max(MAX_CORRECTED_SCORE, DISPUTE_MESSAGES.scoreRange);
const noteSchema = freeText(DISPUTE_NOTE_MAX, DISPUTE_MESSAGES.noteTooLong).optional();

/** POST …/disputes/{disputeId}/resolution: the result stands, or the score becomes the one given. */
export const resolveDisputeInputSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('uphold'), note: noteSchema }),
  z.strictObject({ decision: z.literal('correct'), homeScore: scoreSchema, awayScore: scoreSchema, note: noteSchema }),
]);
export type ResolveDisputeInput = z.infer<typeof resolveDisputeInputSchema>;

/** GET /api/tournaments/{id}/disputes: the open disputes, each with its match, oldest first. */
export interface OpenDisputeSummary {
  matchId: string;
  division: string;
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  dispute: MatchDispute;
}
export interface ListDisputesResult {
  disputes: OpenDisputeSummary[];
}

export const openDisputesOf = (disputes: readonly MatchDispute[] | undefined): MatchDispute[] => (disputes ?? []).filter((dispute) => dispute.status === 'open');

/** Whether the public should read the result as disputed: completed with a dispute not yet resolved. */
export function isResultDisputed(match: { status: string; disputes?: readonly MatchDispute[] | undefined }): boolean {
  return match.status === 'completed' && openDisputesOf(match.disputes).length > 0;
}

/** When disputes close: the final whistle plus the tournament's window; null before completion. */
export function disputeWindowEndsAt(completedAt: string | null, windowMinutes: number | undefined): string | null {
  if (!completedAt) return null;
  const ms = Date.parse(completedAt);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + (windowMinutes ?? DEFAULT_DISPUTE_WINDOW_MINUTES) * 60_000).toISOString();
}

export type DisputeRefusal = { code: 'not_completed' | 'window_closed' | 'already_disputed' | 'confirmed_already'; message: string };

/**
 * Whether this side's coach may dispute now. Once per side (a resolved dispute still counts), never after
 * that side confirmed, only while the window after the final whistle is open.
 */
export function disputeRefusal(
  match: { status: string; completedAt: string | null; disputes?: readonly MatchDispute[] | undefined; scoreConfirmations: readonly { teamType: TeamType }[] },
  teamType: TeamType,
  windowMinutes: number | undefined,
  now: Date,
): DisputeRefusal | null {
  if (match.status !== 'completed') return { code: 'not_completed', message: DISPUTE_MESSAGES.notCompleted };
  if ((match.disputes ?? []).some((dispute) => dispute.teamType === teamType)) return { code: 'already_disputed', message: DISPUTE_MESSAGES.alreadyDisputed };
  if (match.scoreConfirmations.some((confirmation) => confirmation.teamType === teamType)) return { code: 'confirmed_already', message: DISPUTE_MESSAGES.confirmedAlready };
  const endsAt = disputeWindowEndsAt(match.completedAt, windowMinutes);
  if (!endsAt || now.getTime() >= Date.parse(endsAt)) return { code: 'window_closed', message: DISPUTE_MESSAGES.windowClosed };
  return null;
}

/** A side's dispute still waiting for the organizer: its coach may not confirm meanwhile. */
export const hasOpenDispute = (disputes: readonly MatchDispute[] | undefined, teamType: TeamType): boolean => openDisputesOf(disputes).some((dispute) => dispute.teamType === teamType);
