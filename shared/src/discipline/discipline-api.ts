import * as z from 'zod';
import { DISCIPLINE_ACTIONS } from './discipline-input';
import { DISCIPLINE_MESSAGES, DISCIPLINE_REASON_MAX, disciplineRulesSchema, MAX_EXTEND_MATCHES } from './discipline-rules';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** POST …/discipline/decisions: what the organizer does with one suspension, and why (always said). */
export const disciplineDecisionInputSchema = z
  .strictObject({
    suspensionId: z.string().trim().min(1, DISCIPLINE_MESSAGES.suspensionNotFound).max(400, DISCIPLINE_MESSAGES.suspensionNotFound),
    action: z.enum(DISCIPLINE_ACTIONS),
    matches: z
      .number({ error: DISCIPLINE_MESSAGES.extendRange })
      .int(DISCIPLINE_MESSAGES.extendRange)
      .min(1, DISCIPLINE_MESSAGES.extendRange)
      .max(MAX_EXTEND_MATCHES, DISCIPLINE_MESSAGES.extendRange)
      .optional(),
    reason: z
      .string({ error: DISCIPLINE_MESSAGES.reasonRequired })
      .trim()
      .min(1, DISCIPLINE_MESSAGES.reasonRequired)
      .max(DISCIPLINE_REASON_MAX, DISCIPLINE_MESSAGES.reasonTooLong)
      .refine((value) => !CONTROL_CHARACTERS.test(value), 'Use letters, digits and punctuation only'),
  })
  .refine((input) => input.action !== 'extend' || input.matches !== undefined, { message: DISCIPLINE_MESSAGES.extendRange, path: ['matches'] });
export type DisciplineDecisionInput = z.infer<typeof disciplineDecisionInputSchema>;

export const putDisciplineRulesInputSchema = disciplineRulesSchema;

const decisionSchema = z.object({
  decisionId: z.string(),
  suspensionId: z.string(),
  action: z.enum(DISCIPLINE_ACTIONS),
  matches: z.number().optional(),
  reason: z.string(),
  decidedAt: z.string(),
  decidedBy: z.string(),
  decidedByName: z.string(),
});

/** A suspension as the organizer and the coach read it, with the matches it concerns labelled. */
export const suspensionViewSchema = z.object({
  suspensionId: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  teamKey: z.string(),
  teamName: z.string(),
  divisionId: z.string().nullable(),
  cause: z.enum(['red', 'second_yellow', 'yellow_cards']),
  cardMatchId: z.string(),
  /** The card match's opponent and date: the reason the coach reads. */
  cardMatch: z.object({ opponent: z.string(), date: z.string() }),
  matches: z.number(),
  sitOut: z.array(z.object({ matchId: z.string(), opponent: z.string(), date: z.string(), time: z.string() })),
  state: z.enum(['pending', 'served', 'overturned']),
  decisions: z.array(decisionSchema),
  /** The referee's misconduct report of a red card, with the extra matches they recommend (the organizer decides: issue 34). */
  misconduct: z.object({ refereeName: z.string(), description: z.string(), recommendedExtraMatches: z.number() }).optional(),
});
export type SuspensionView = z.infer<typeof suspensionViewSchema>;

export const disciplineRulesAnswerSchema = z.object({ rules: disciplineRulesSchema });
export const disciplineListAnswerSchema = z.object({ rules: disciplineRulesSchema, suspensions: z.array(suspensionViewSchema) });
export const teamSuspensionsAnswerSchema = z.object({ suspensions: z.array(suspensionViewSchema) });
export const disciplineDecisionAnswerSchema = z.object({ suspension: suspensionViewSchema });
export type DisciplineListAnswer = z.infer<typeof disciplineListAnswerSchema>;
export type TeamSuspensionsAnswer = z.infer<typeof teamSuspensionsAnswerSchema>;

/** The public team page's cards: counts for the team, never who. */
export const publicCardCountsSchema = z.object({ yellow: z.number(), red: z.number() });
