import { CONFIRMATION_MISSING_AFTER_SECONDS, type NotificationRequest } from '@pitchside/shared';
import type { MatchRecord } from '@pitchside/core/data';
import type { SenderPorts } from '../ports';

type Awaited = Extract<NotificationRequest, { kind: 'confirmationAwaited' }>;
type Missing = Extract<NotificationRequest, { kind: 'confirmationMissing' }>;

/** The mark of one "confirmation missing" push: per match and full-time, kept a month. */
const KEEP_MARK_SECONDS = 30 * 86400;

/**
 * Full-time asks the coaches to confirm; the same moment the sender queues a check of the same match for
 * CONFIRMATION_MISSING_AFTER_SECONDS later (one SQS delay message: no table scan, no timer). It names the
 * full-time it is about, so a result completed again after a correction is checked on its own.
 */
export async function scheduleConfirmationCheck(ports: SenderPorts, request: Awaited): Promise<void> {
  const match = await ports.matches.get(request.tournamentId, request.matchId);
  if (!match || match.status !== 'completed' || !match.completedAt) return;
  const check: Missing = { kind: 'confirmationMissing', tournamentId: request.tournamentId, matchId: request.matchId, completedAt: match.completedAt };
  await ports.checkLater(check, ports.confirmationMissingAfterSeconds ?? CONFIRMATION_MISSING_AFTER_SECONDS);
}

/** The sides whose team has a coach (who could confirm): a side without one is nobody's to chase. */
async function coachedSides(ports: SenderPorts, match: MatchRecord): Promise<('home' | 'away')[]> {
  const sides: ('home' | 'away')[] = [];
  for (const [side, key] of [
    ['home', match.homeTeamKey],
    ['away', match.awayTeamKey],
  ] as const) {
    const entry = key ? await ports.structure.getTeam(match.tournamentId, key) : null;
    const team = entry?.teamId ? await ports.teams.get(entry.teamId) : null;
    if (team?.coachUid) sides.push(side);
  }
  return sides;
}

/**
 * When the check arrives: is the result of that full-time still unconfirmed by a coach? Not when the match
 * was reopened or completed again since, when a dispute is open (the organizer was told of that), or when
 * every coached side confirmed. Then the mark decides: the check is at-least-once, the push is once.
 */
export async function confirmationStillMissing(ports: SenderPorts, match: MatchRecord, request: Missing): Promise<boolean> {
  if (match.status !== 'completed' || !match.completedAt) return false;
  if (request.completedAt && request.completedAt !== match.completedAt) return false;
  if ((match.disputes ?? []).some((dispute) => dispute.status === 'open')) return false;
  const confirmed = new Set(match.scoreConfirmations.map((confirmation) => confirmation.teamType));
  const unconfirmed = (await coachedSides(ports, match)).filter((side) => !confirmed.has(side));
  if (unconfirmed.length === 0) return false;
  const now = ports.clock.now();
  return ports.marks.claim(`confirmationMissing:${match.tournamentId}:${match.matchId}:${match.completedAt}`, Math.floor(now.getTime() / 1000) + KEEP_MARK_SECONDS, now);
}
