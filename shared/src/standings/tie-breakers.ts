import * as z from 'zod';
import { typedNumber } from '../validation/field-schemas';
import { formText } from '../i18n/form-text';

/**
 * The criteria a table can be ordered by, in no particular order. A tournament lists the ones it uses,
 * in its own order, as its tie-breaker chain; 'name' always ends the chain so the order is total.
 *
 * - points: most points (win 3, draw 1, loss 0)
 * - goalDifference: best goal difference
 * - goalsFor: most goals scored
 * - headToHead: mini-league of the matches among the tied teams only (points, then goal difference,
 *   then goals scored), re-applied to any subset that is still tied, as UEFA does
 * - cappedGoalDifference: goal difference with each match's margin capped at `gdCap` (youth
 *   tournaments, so that a 12–0 does not decide the group)
 * - goalsAgainst: fewest goals conceded
 * - wins: most wins
 * - fairPlay: best fair-play score from cards (FIFA: yellow −1, second yellow −3, red −4,
 *   yellow then red −5; one deduction per player per match)
 * - name: team name, alphabetical (case-insensitive, numbers in numeric order)
 */
export const TIE_BREAKERS = ['points', 'goalDifference', 'goalsFor', 'headToHead', 'cappedGoalDifference', 'goalsAgainst', 'wins', 'fairPlay', 'name'] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

/** Spec §9: PTS, then GD, then GF, then team name. */
export const DEFAULT_TIE_BREAKERS: readonly TieBreaker[] = Object.freeze(['points', 'goalDifference', 'goalsFor', 'name']);

export const tieBreakerSchema = z.enum(TIE_BREAKERS);

/** A tournament's chain: at least one criterion, each at most once. */
export const tieBreakerChainSchema = z
  .array(tieBreakerSchema)
  .min(1)
  .refine((chain) => new Set(chain).size === chain.length, { message: formText('form.tieBreakerOnce') });

/** Youth tournaments cap a match's goal difference at 3–6; any positive whole number is accepted. */
export const gdCapSchema = typedNumber().int().positive();

/** Drops repeats and makes sure 'name' closes the chain, so two different teams never tie. */
export function completeTieBreakerChain(chain: readonly TieBreaker[] | undefined): TieBreaker[] {
  const unique = [...new Set(chain ?? DEFAULT_TIE_BREAKERS)];
  const end = unique.indexOf('name');
  return end === -1 ? [...unique, 'name'] : unique.slice(0, end + 1);
}
