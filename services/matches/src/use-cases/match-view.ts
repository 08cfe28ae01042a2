import { disputeRefusal, disputeWindowEndsAt, effectiveStatus, hasOpenDispute, isResultDisputed, matchClock, timingOf, type MatchView } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import type { MatchRecord } from '@pitchside/core/data';
import { durationsOf, matchPolicy, type MatchContext } from './match-context';

/** The match as the caller should see it: effective status and clock at `now`, and what they may do. */
export function toMatchView(context: MatchContext, actor: Actor, now: Date, match: MatchRecord = context.match): MatchView {
  const durations = durationsOf(context.tournament);
  const timing = timingOf(match);
  const updated = { ...context, match };
  const organizer = matchPolicy.resolveDisputes(updated);
  // The organizer reads every dispute; a coach their own side's; anyone else only that the result is disputed.
  const disputes = (match.disputes ?? []).filter((dispute) => organizer || context.coachOf.includes(dispute.teamType));
  return {
    tournamentId: match.tournamentId,
    tournamentName: context.tournament.name,
    matchId: match.matchId,
    division: match.division,
    age: match.age,
    gender: match.gender,
    date: match.date,
    time: match.time,
    field: match.field,
    homeTeam: match.homeTeam,
    homeClub: match.homeClub,
    awayTeam: match.awayTeam,
    awayClub: match.awayClub,
    status: match.status,
    effectiveStatus: effectiveStatus(timing, durations, now),
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    goals: match.goals,
    cards: match.cards,
    refereeId: match.refereeId,
    refereeName: match.refereeName,
    startedAt: match.startedAt,
    pausedAt: match.pausedAt,
    resumedAt: match.resumedAt,
    completedAt: match.completedAt,
    previousPauseTime: match.previousPauseTime,
    clock: matchClock(timing, now, durations),
    durations,
    scoreConfirmations: match.scoreConfirmations,
    version: match.version,
    appliedEventIds: match.appliedEventIds.slice(-200),
    homeTeamId: context.teamIds?.home ?? null,
    awayTeamId: context.teamIds?.away ?? null,
    coachedTeamKeys: context.coachOf.map((side) => (side === 'home' ? match.homeTeamKey : match.awayTeamKey)).filter((key): key is string => Boolean(key)),
    stage: match.stage ?? 'group',
    roundName: match.roundName ?? null,
    extraTimeStartedAt: match.extraTimeStartedAt ?? null,
    homePenalties: match.homePenalties ?? null,
    awayPenalties: match.awayPenalties ?? null,
    disputes,
    disputed: isResultDisputed(match),
    disputeWindowEndsAt: match.status === 'completed' ? disputeWindowEndsAt(match.completedAt, context.tournament.disputeWindowMinutes) : null,
    ...(match.delayMinutes && match.status === '' ? { delayMinutes: match.delayMinutes } : {}),
    can: {
      run: matchPolicy.run(updated, actor),
      assign: matchPolicy.assign(updated),
      confirm:
        match.status === 'completed' ? context.coachOf.filter((side) => !match.scoreConfirmations.some((confirmation) => confirmation.teamType === side) && !hasOpenDispute(match.disputes, side)) : [],
      dispute: context.coachOf.filter((side) => disputeRefusal(match, side, context.tournament.disputeWindowMinutes, now) === null),
      resolveDisputes: organizer,
      recordIncident: matchPolicy.recordIncident(updated),
      readIncidents: matchPolicy.readIncidents(updated),
      audit: matchPolicy.audit(updated),
      fileReport: Boolean(updated.membership.role.referee) && match.refereeId === actor.uid,
      readReport: organizer || Boolean(updated.membership.role.refereeassignor),
    },
  };
}

/** A person's match list (spec: "today's first"): today's by kick-off, then upcoming by date and kick-off, then past ones, latest first. */
export function todayFirst(views: MatchView[], today: string): MatchView[] {
  const rank = (view: MatchView) => (view.date === today ? 0 : view.date > today ? 1 : 2);
  return views.sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date)) || a.time.localeCompare(b.time));
}
