import * as z from 'zod';
import { idSchema } from '../entities/common';

/** The most matches one red card may cost: a typo guard, longer bans are the federation's business. */
export const MAX_RED_CARD_MATCHES = 10;
/** Fewest and most cautions that add up to a one-match suspension. */
export const MIN_YELLOW_CARDS_FOR_SUSPENSION = 2;
export const MAX_YELLOW_CARDS_FOR_SUSPENSION = 10;
/** Divisions with rules of their own, per tournament (more than any tournament has divisions). */
export const MAX_DIVISION_RULES = 100;
export const DISCIPLINE_REASON_MAX = 500;
export const MAX_EXTEND_MATCHES = 10;

/** What the discipline screens and routes say, word for word (English; the catalogs word it in each language). */
export const DISCIPLINE_MESSAGES = {
  redCardMatchesRange: `Use 1 to ${MAX_RED_CARD_MATCHES} matches`,
  yellowCardsRange: `Use ${MIN_YELLOW_CARDS_FOR_SUSPENSION} to ${MAX_YELLOW_CARDS_FOR_SUSPENSION} yellow cards`,
  extendRange: `Extend by 1 to ${MAX_EXTEND_MATCHES} matches`,
  reasonRequired: 'Please input your Reason',
  reasonTooLong: `Keep the reason under ${DISCIPLINE_REASON_MAX} characters`,
  suspensionNotFound: 'Suspension not found',
  playerSuspended: 'This player is suspended for this match and may not play',
} as const;

/**
 * 'tournament': cautions add up over the whole tournament. 'group-stage': they add up over the group
 * stage and start again from nothing at the first knockout match (a suspension already earned is still served).
 */
export const YELLOW_CARD_SCOPES = ['tournament', 'group-stage'] as const;
export type YellowCardScope = (typeof YELLOW_CARD_SCOPES)[number];

const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * One rule set. A sending-off (a red card, a second yellow, or two yellows in one match — the second
 * yellow counts as a red) suspends for `redCardMatches` of the team's next matches; every
 * `yellowCardsForSuspension`-th caution (outside a sending-off) suspends for one.
 */
export const disciplineRuleSetSchema = z.strictObject({
  redCardMatches: whole(1, MAX_RED_CARD_MATCHES, DISCIPLINE_MESSAGES.redCardMatchesRange),
  yellowCardsForSuspension: whole(MIN_YELLOW_CARDS_FOR_SUSPENSION, MAX_YELLOW_CARDS_FOR_SUSPENSION, DISCIPLINE_MESSAGES.yellowCardsRange),
  yellowCardScope: z.enum(YELLOW_CARD_SCOPES),
});
export type DisciplineRuleSet = z.infer<typeof disciplineRuleSetSchema>;

/** A tournament's rules, and the divisions whose rules differ from them. */
export const disciplineRulesSchema = z.strictObject({
  ...disciplineRuleSetSchema.shape,
  divisions: z.array(z.strictObject({ divisionId: idSchema, ...disciplineRuleSetSchema.shape })).max(MAX_DIVISION_RULES),
});
export type DisciplineRules = z.infer<typeof disciplineRulesSchema>;

/** Common youth rules: a red card costs the next match, the third caution of the tournament one match. */
export const DEFAULT_DISCIPLINE_RULES: DisciplineRules = { redCardMatches: 1, yellowCardsForSuspension: 3, yellowCardScope: 'tournament', divisions: [] };

/** The rules one division plays by: its own when it has them, else the tournament's. */
export function ruleSetFor(rules: DisciplineRules, divisionId: string | null): DisciplineRuleSet {
  const own = divisionId ? rules.divisions.find((division) => division.divisionId === divisionId) : undefined;
  const { redCardMatches, yellowCardsForSuspension, yellowCardScope } = own ?? rules;
  return { redCardMatches, yellowCardsForSuspension, yellowCardScope };
}
