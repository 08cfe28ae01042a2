import { resolveDurations, type DurationsInput } from '../constants/match-durations';
import type { Card } from '../entities/card';
import type { Goal } from '../entities/goal';
import { classifyMatch } from '../match/classify-match';
import { effectiveStatus, timingOf, type StoredTimingSource } from '../match/effective-status';
import { matchClock } from '../match/match-clock';
import type { StoredMatchStatus } from '../match/match-status';
import type { MatchFixtureFields, StoredKnockoutFields } from '../matches/match-fields';
import { knockoutOrderOfCode, knockoutRoundNameOfCode } from '../scheduling/knockout-source';
import type { PublicKnockout, PublicMatch } from './public-api';
import { isResultDisputed, type MatchDispute } from '../disputes/dispute';
import { matchGroupName } from './match-labels';
import { publicSides } from './results-hidden';

/** What a stored match must have for its public view: its fixture, timing and knockout place, as stored. */
export interface PublicMatchSource
  extends Pick<MatchFixtureFields, 'division' | 'bracket' | 'date' | 'time' | 'field' | 'homeTeam' | 'homeTeamKey' | 'awayTeam' | 'awayTeamKey'>, StoredTimingSource, StoredKnockoutFields {
  tournamentId: string;
  matchId: string;
  status: StoredMatchStatus;
  goals: readonly Goal[];
  cards: readonly Card[];
  group?: string | null;
  /** Only whether one is open reaches the public: never who disputed or why. */
  disputes?: readonly MatchDispute[];
  /** The stored match's version: a phone keeps the newest copy it has seen (docs/delivery.md). */
  version?: number;
  delayMinutes?: number | null;
}

/**
 * A match as the public may see it, built field by field (never by spreading the stored item, so nothing
 * private can slip through). With `hidden` (an age group that hides results) only the fixture remains.
 */
export function toPublicMatch(stored: PublicMatchSource, durationsInput: DurationsInput, hidden: boolean, now: Date): PublicMatch {
  // A knockout side that results decided is itself a result: hidden, it shows its placeholder.
  const match = publicSides(stored, hidden);
  const durations = resolveDurations(durationsInput);
  const timing = timingOf(match);
  const status = effectiveStatus(timing, durations, now);
  const started = status !== '';
  return {
    tournamentId: match.tournamentId,
    matchId: match.matchId,
    division: match.division,
    bracket: match.bracket,
    date: match.date,
    time: match.time,
    field: match.field,
    homeTeam: match.homeTeam,
    homeTeamKey: match.homeTeamKey ?? '',
    awayTeam: match.awayTeam,
    awayTeamKey: match.awayTeamKey ?? '',
    class: classifyMatch({ ...timing, date: match.date }, now.toISOString().slice(0, 10), { now, durations }),
    status,
    resultsHidden: hidden,
    homeScore: hidden || !started ? null : match.homeScore,
    awayScore: hidden || !started ? null : match.awayScore,
    goals: hidden ? [] : match.goals.map((goal) => ({ teamType: goal.teamType, playerName: goal.playerName, minute: goal.matchTime })),
    cards: hidden ? [] : match.cards.map((card) => ({ teamType: card.teamType, playerName: card.playerName, cardType: card.cardType, minute: card.minute })),
    clock: started ? matchClock(timing, now, durations) : null,
    startedAt: match.startedAt,
    pausedAt: match.pausedAt,
    previousPauseTime: match.previousPauseTime,
    ...(match.stage === 'knockout' && match.knockoutCode ? { knockout: knockoutView(match, hidden || !started) } : {}),
    disputed: !hidden && isResultDisputed(match),
    ...(match.version !== undefined ? { version: match.version } : {}),
    groupName: matchGroupName(match),
    // Only a match still to play is "late": once it kicks off, its clock is the news.
    ...(match.delayMinutes && !started ? { delayMinutes: match.delayMinutes } : {}),
  };
}

/** A knockout match's bracket place, for any reader (public or admin); `hideResult` drops extra time and penalties. */
export function knockoutView(
  match: Pick<
    PublicMatchSource,
    'homeTeam' | 'awayTeam' | 'knockoutCode' | 'roundName' | 'knockoutOrder' | 'homeSource' | 'awaySource' | 'homeLabel' | 'awayLabel' | 'extraTimeStartedAt' | 'homePenalties' | 'awayPenalties'
  >,
  hideResult: boolean,
): PublicKnockout {
  const code = match.knockoutCode as string;
  return {
    code,
    roundName: match.roundName || knockoutRoundNameOfCode(code) || '',
    order: match.knockoutOrder ?? knockoutOrderOfCode(code),
    homeLabel: match.homeLabel || match.homeTeam,
    awayLabel: match.awayLabel || match.awayTeam,
    homeSource: match.homeSource ?? null,
    awaySource: match.awaySource ?? null,
    extraTime: !hideResult && Boolean(match.extraTimeStartedAt),
    homePenalties: hideResult ? null : (match.homePenalties ?? null),
    awayPenalties: hideResult ? null : (match.awayPenalties ?? null),
  };
}
