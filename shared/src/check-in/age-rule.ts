import * as z from 'zod';
import { idSchema } from '../entities/common';

/** Most players born before a division's cut-off that a squad may bring (a typo guard; real rules say 2 to 4). */
export const MAX_OLDER_PLAYERS = 30;
/** Divisions with an age rule, per tournament (more than any tournament has divisions). */
export const MAX_AGE_RULES = 100;

/**
 * A division's age rule: players born on or after `bornOnOrAfter` may play; a squad may also bring up to
 * `olderAllowed` players born before it (the common "two over-age players" rule of youth cups).
 */
export const ageRuleSchema = z.strictObject({
  divisionId: idSchema,
  bornOnOrAfter: z.iso.date(),
  olderAllowed: z.number().int().min(0).max(MAX_OLDER_PLAYERS),
});
export type AgeRule = z.infer<typeof ageRuleSchema>;

/**
 * Why a player is outside the rule. 'no_birth_date': a rule is set and the player has no birth date, so the
 * desk cannot tell. 'too_many_older': born before the cut-off while the squad has more such players than
 * allowed; which ones stay is the organizer's call (they remove or move players), so all of them are flagged.
 */
export const AGE_PROBLEMS = ['no_birth_date', 'too_many_older'] as const;
export type AgeProblem = (typeof AGE_PROBLEMS)[number];

export interface AgeCheck {
  playerId: string;
  /** Born before the cut-off (allowed as one of the older players when `problem` is null). */
  older: boolean;
  problem: AgeProblem | null;
}

export interface SquadAgeCheck {
  players: AgeCheck[];
  /** How many squad players were born before the cut-off, and how many the rule allows. */
  older: number;
  olderAllowed: number;
}

/** The rule for one division, or null when it has none (then every player may play). */
export function ageRuleFor(rules: readonly AgeRule[], divisionId: string | null | undefined): AgeRule | null {
  return (divisionId && rules.find((rule) => rule.divisionId === divisionId)) || null;
}

/**
 * Checks a whole squad against its division's rule. Pure and order-free: the same squad gives the same flags
 * in the console, the desk, the coach's sheet and the match sheet's refusal.
 */
export function checkSquadAges(rule: AgeRule | null, players: readonly { playerId: string; dateOfBirth: string | null | undefined }[]): SquadAgeCheck {
  if (!rule) return { players: players.map(({ playerId }) => ({ playerId, older: false, problem: null })), older: 0, olderAllowed: 0 };
  // ISO dates (yyyy-mm-dd) compare as strings.
  const isOlder = (born: string | null | undefined) => Boolean(born) && (born as string) < rule.bornOnOrAfter;
  const older = players.filter((player) => isOlder(player.dateOfBirth)).length;
  const tooMany = older > rule.olderAllowed;
  return {
    older,
    olderAllowed: rule.olderAllowed,
    players: players.map(({ playerId, dateOfBirth }) => {
      if (!dateOfBirth) return { playerId, older: false, problem: 'no_birth_date' as const };
      const born = isOlder(dateOfBirth);
      return { playerId, older: born, problem: born && tooMany ? ('too_many_older' as const) : null };
    }),
  };
}

/** The players who may not play under the rule, by id: the console leaves them out, the match sheet refuses them. */
export function ageIneligible(check: SquadAgeCheck): Set<string> {
  return new Set(check.players.filter((player) => player.problem !== null).map((player) => player.playerId));
}
