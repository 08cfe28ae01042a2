import {
  applyMatchLogEvent,
  DISPUTE_MESSAGES,
  disputeRefusal,
  openDisputesOf,
  type DisputeLogEvent,
  type ListDisputesResult,
  type MatchDispute,
  type MatchView,
  type OpenDisputeInput,
  type ResolveDisputeInput,
} from '@pitchside/shared';
import { AppError, ConflictError, loadTournamentAccess, NotFoundError, notifyQuietly, type Actor } from '@pitchside/core';
import { type MatchRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';
import { assertAllowed, loadMatchContext, matchPolicy, type MatchContext } from './match-context';
import { toMatchView } from './match-view';
import { stateOf } from './record-events';
import { publishStandingsChange } from './standings-change';

/**
 * Each step re-reads the match and decides again when another write got in first (a confirmation, the
 * other side's dispute, a second organizer): the write is conditioned on the version read, so the rules
 * always hold on the state that is actually written.
 */
const ATTEMPTS = 20;

async function nameOf(ports: MatchesPorts, actor: Actor): Promise<string> {
  return (await ports.users.findByUid(actor.uid))?.displayName ?? actor.displayName;
}

const refusalCodes = { not_completed: 'match_not_completed', window_closed: 'dispute_window_closed', already_disputed: 'already_disputed', confirmed_already: 'already_confirmed' } as const;

/** A side's coach disputes a completed result, within the tournament's window, once per side, never after confirming it. */
export async function openDispute(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string, input: OpenDisputeInput): Promise<MatchView> {
  const name = await nameOf(ports, actor);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const context = await loadMatchContext(ports, actor, tournamentId, matchId);
    assertAllowed(context.coachOf.includes(input.teamType));
    const { match } = context;
    const now = ports.clock.now();
    const refusal = disputeRefusal(match, input.teamType, context.tournament.disputeWindowMinutes, now);
    if (refusal) throw new ConflictError(refusal.message, refusalCodes[refusal.code]);
    const at = now.toISOString();
    const dispute: MatchDispute = {
      disputeId: ports.newId(),
      teamType: input.teamType,
      teamName: input.teamType === 'home' ? match.homeTeam : match.awayTeam,
      coachId: actor.uid,
      coachName: name,
      reason: input.reason,
      openedAt: at,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      status: 'open',
      resolvedAt: null,
      resolvedBy: null,
      resolvedByName: null,
      note: null,
      correctedHomeScore: null,
      correctedAwayScore: null,
    };
    const event: DisputeLogEvent = { id: ports.newId(), type: 'dispute-opened', at, by: actor.uid, disputeId: dispute.disputeId, teamType: input.teamType, reason: input.reason };
    const disputes = [...(match.disputes ?? []), dispute];
    if (await ports.disputes.commitStep({ match, disputes, event, by: { uid: actor.uid, name }, recordedAt: at })) {
      const committed: MatchRecord = { ...match, disputes, appliedEventIds: [...match.appliedEventIds, event.id], version: match.version + 1 };
      // Spectators' pages learn that the result is disputed through the same queue as any match change.
      await publishStandingsChange(ports, match, committed);
      await notifyQuietly(ports.notifications, { kind: 'disputed', tournamentId, matchId });
      return toMatchView(context, actor, now, committed);
    }
  }
  throw new AppError('dispute_failed', 'The match is busy: try again', 409);
}

/**
 * The organizer upholds the result or corrects the score. A correction is a `score-corrected` entry of the
 * match's log, applied like any event (a knockout keeps a winner), and published as a result change so the
 * standings consumer recomputes the division from source.
 */
export async function resolveDispute(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string, disputeId: string, input: ResolveDisputeInput): Promise<MatchView> {
  const name = await nameOf(ports, actor);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const context = await loadMatchContext(ports, actor, tournamentId, matchId);
    assertAllowed(matchPolicy.resolveDisputes(context));
    const { match } = context;
    const dispute = (match.disputes ?? []).find((candidate) => candidate.disputeId === disputeId);
    if (!dispute) throw new NotFoundError(DISPUTE_MESSAGES.notFound);
    if (dispute.status !== 'open') {
      // A resolve retried after its queue message failed: send it again (the consumer recomputes from source).
      if (dispute.status === 'corrected') await ports.publisher.publish({ type: 'match-score-edited', tournamentId, division: match.division, matchId, sentAt: ports.clock.now().toISOString() });
      throw new ConflictError(DISPUTE_MESSAGES.alreadyResolved, 'dispute_resolved');
    }
    const now = ports.clock.now();
    const at = now.toISOString();
    const common = { id: ports.newId(), at, by: actor.uid, disputeId, ...(input.note ? { note: input.note } : {}) };
    const event: DisputeLogEvent =
      input.decision === 'correct'
        ? { ...common, type: 'score-corrected', homeScore: input.homeScore, awayScore: input.awayScore, previousHomeScore: match.homeScore, previousAwayScore: match.awayScore }
        : { ...common, type: 'dispute-upheld' };
    const committed = await commitResolution(ports, context, dispute, event, { uid: actor.uid, name }, at);
    if (committed) {
      await publishStandingsChange(ports, match, committed);
      // The coaches are asked to confirm the corrected score (a confirmation of the old one was cleared).
      if (event.type === 'score-corrected') await notifyQuietly(ports.notifications, { kind: 'confirmationAwaited', tournamentId, matchId });
      return toMatchView(context, actor, now, committed);
    }
  }
  throw new AppError('dispute_failed', 'The match is busy: try again', 409);
}

async function commitResolution(ports: MatchesPorts, context: MatchContext, dispute: MatchDispute, event: DisputeLogEvent, by: { uid: string; name: string }, at: string): Promise<MatchRecord | null> {
  const { match } = context;
  let result: Pick<MatchRecord, 'homeScore' | 'awayScore' | 'lastScoreUpdate' | 'lastUpdate'> | undefined;
  if (event.type === 'score-corrected') {
    const applied = applyMatchLogEvent(stateOf(match), event, { knockout: match.stage === 'knockout' });
    if (!applied.ok) throw new ConflictError(applied.rejection.message, applied.rejection.code);
    const { homeScore, awayScore, lastScoreUpdate, lastUpdate } = applied.state;
    result = { homeScore, awayScore, lastScoreUpdate, lastUpdate };
  }
  const resolved: MatchDispute = {
    ...dispute,
    status: event.type === 'score-corrected' ? 'corrected' : 'upheld',
    resolvedAt: at,
    resolvedBy: by.uid,
    resolvedByName: by.name,
    note: 'note' in event && event.note ? event.note : null,
    correctedHomeScore: event.type === 'score-corrected' ? event.homeScore : null,
    correctedAwayScore: event.type === 'score-corrected' ? event.awayScore : null,
  };
  const disputes = (match.disputes ?? []).map((candidate) => (candidate.disputeId === dispute.disputeId ? resolved : candidate));
  if (!(await ports.disputes.commitStep({ match, disputes, ...(result ? { result } : {}), event, by, recordedAt: at }))) return null;
  // A correction replaces the score a coach may have confirmed: that confirmation is cleared with it.
  return { ...match, ...(result ? { ...result, scoreConfirmations: [] } : {}), disputes, appliedEventIds: [...match.appliedEventIds, event.id], version: match.version + 1 };
}

/** The organizer's open disputes of a tournament, oldest first, each with its match. */
export async function listDisputes(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<ListDisputesResult> {
  // The one tournament check every route uses: the organization the caller acts for, then 'manage'.
  await loadTournamentAccess(ports, actor, orgId, tournamentId, 'manage');
  const matches = await ports.matches.listByTournament(tournamentId);
  const disputes = matches.flatMap((match) =>
    openDisputesOf(match.disputes).map((dispute) => ({
      matchId: match.matchId,
      division: match.division,
      date: match.date,
      time: match.time,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      dispute,
    })),
  );
  disputes.sort((a, b) => a.dispute.openedAt.localeCompare(b.dispute.openedAt));
  return { disputes };
}
