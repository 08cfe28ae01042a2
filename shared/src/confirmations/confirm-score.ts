import type { ScoreConfirmation } from '../entities/score-confirmation';
import { MESSAGES } from '../messages';

export type ConfirmScoreResult = { ok: true; confirmations: ScoreConfirmation[] } | { ok: false; code: 'already_confirmed'; message: string };

/**
 * Adds a coach's confirmation to a match's list. Spec §5: a coach cannot confirm the same team's
 * score twice ('You already confirmed the score for this team'); the same coach may still confirm
 * the other side when they coach both teams.
 */
export function confirmScore(existing: readonly ScoreConfirmation[], confirmation: ScoreConfirmation): ConfirmScoreResult {
  const twice = existing.some((other) => other.coachId === confirmation.coachId && other.teamType === confirmation.teamType);
  if (twice) return { ok: false, code: 'already_confirmed', message: MESSAGES.alreadyConfirmed };
  return { ok: true, confirmations: [...existing, confirmation] };
}
