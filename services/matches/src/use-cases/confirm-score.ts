import { confirmScore as confirmDomain, DISPUTE_MESSAGES, hasOpenDispute, MESSAGES, type ConfirmScoreInput, type MatchView } from '@pitchside/shared';
import { AppError, ConflictError, ValidationError, type Actor } from '@pitchside/core';
import type { MatchesPorts } from '../ports';
import { assertAllowed, loadMatchContext } from './match-context';
import { toMatchView } from './match-view';

/**
 * After completion, each team's coach confirms the score once. Only that team's coach may; a second
 * confirmation for the same team is 'You already confirmed the score for this team'.
 */
export async function confirmMatchScore(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string, input: ConfirmScoreInput): Promise<MatchView> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const context = await loadMatchContext(ports, actor, tournamentId, matchId);
    assertAllowed(context.coachOf.includes(input.teamType));
    if (context.match.status !== 'completed') throw new ValidationError('The score can be confirmed once the match is completed');
    // Read on the same version the write is conditioned on: a dispute committed first makes this write fail and the retry see it.
    if (hasOpenDispute(context.match.disputes, input.teamType)) throw new ConflictError(DISPUTE_MESSAGES.confirmWhileDisputed, 'dispute_open');
    const profile = await ports.users.findByUid(actor.uid);
    const confirmation = {
      coachId: actor.uid,
      coachName: profile?.displayName ?? actor.displayName,
      teamType: input.teamType,
      teamName: input.teamType === 'home' ? context.match.homeTeam : context.match.awayTeam,
      confirmedAt: ports.clock.now().toISOString(),
    };
    const decided = confirmDomain(context.match.scoreConfirmations, confirmation);
    if (!decided.ok) throw new ConflictError(MESSAGES.alreadyConfirmed, 'already_confirmed');
    if (await ports.live.addConfirmation(context.match, confirmation)) {
      const match = { ...context.match, scoreConfirmations: decided.confirmations, version: context.match.version + 1 };
      return toMatchView({ ...context, match }, actor, ports.clock.now(), match);
    }
  }
  throw new AppError('confirm_failed', MESSAGES.confirmFailed, 409);
}
