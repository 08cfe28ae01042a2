import * as z from 'zod';
import type { MatchClock } from '../match/match-clock';
import type { MatchClass } from '../match/classify-match';
import type { StoredMatchStatus } from '../match/match-status';
import type { MatchFixtureFields } from '../matches/match-fields';
import type { StandingsNumbers } from '../standings/standings-numbers';
import type { Statistics } from '../statistics/compute-statistics';

/**
 * What the public (no account) reads. Nothing private ever appears here: no e-mails, no user ids, no
 * organization ids, no registration ids, no player ids, no medic incidents. Divisions whose age group hides
 * results (the English FA forbids publishing results and tables for U7–U11) carry fixtures only: no scores,
 * no goals, no cards, no tables.
 */
export type TournamentPhase = 'upcoming' | 'running' | 'finished';

export interface PublicTournamentSummary {
  tournamentId: string;
  name: string;
  venue: string;
  startDate: string;
  endDate: string;
  type: 'league' | 'tournament';
  phase: TournamentPhase;
  ageGroups: string[];
}

export interface PublicStandingsRow extends StandingsNumbers {
  position: number;
  team: string;
  teamKey: string;
  club: string | null;
  /** The tie-breaker that separated this team from the one below it, shown on hover/tap. */
  decidedBy: string | null;
}

export interface PublicDivision {
  divisionId: string;
  name: string;
  age: string;
  gender: string;
  /** True when this age group's results are hidden: fixtures only. */
  resultsHidden: boolean;
  brackets: { name: string; table: PublicStandingsRow[] | null }[];
  /**
   * What the tables were computed from (increases with every result): a phone that has tables of a higher
   * version (from a 'standings' push) keeps them over this older copy. Absent before the first result.
   */
  standingsVersion?: number;
}

export interface PublicTournament extends PublicTournamentSummary {
  durations: { firstHalfDuration: number; breakDuration: number; secondHalfDuration: number };
  divisions: PublicDivision[];
  /** The venue's IANA zone: kick-off times are its wall clock. Null for a tournament made before zones. */
  timeZone?: string | null;
}

export interface PublicGoal {
  teamType: 'home' | 'away';
  playerName: string;
  minute: number;
}
export interface PublicCard {
  teamType: 'home' | 'away';
  playerName: string;
  cardType: string;
  minute: number;
}

/** A match as the public sees it: its fixture without clubs, and a team key that is '' while a side is a placeholder. */
export interface PublicMatch extends Pick<MatchFixtureFields, 'division' | 'bracket' | 'date' | 'time' | 'field' | 'homeTeam' | 'awayTeam'> {
  tournamentId: string;
  matchId: string;
  homeTeamKey: string;
  awayTeamKey: string;
  /** live | upcoming | completed | past, from the shared classification (effective status). */
  class: MatchClass;
  status: StoredMatchStatus;
  resultsHidden: boolean;
  /** Null when results are hidden or the match has not started. */
  homeScore: number | null;
  awayScore: number | null;
  goals: PublicGoal[];
  cards: PublicCard[];
  clock: MatchClock | null;
  /** For the live clock: when the match started and how long it was paused (ms). */
  startedAt: string | null;
  pausedAt: string | null;
  previousPauseTime: number;
  /** Knockout matches only (absent for a group match): where it sits in the bracket. */
  knockout?: PublicKnockout;
  /**
   * A coach disputed the result and the organizer has not resolved it yet (the tables still count it).
   * Always sent by `toPublicMatch`; optional so views built before disputes existed still type-check.
   */
  disputed?: boolean;
  /**
   * The stored match's version, increasing with every change: a phone that has a copy with a higher one
   * drops this copy (a late push or a stale edge-cached read never shows an older score).
   */
  version?: number;
  /** The group a group-stage match is played in ('Group A'; `matchGroupName`); null for a knockout or a one-group division. */
  groupName?: string | null;
  /** Running late: minutes after `time` it is expected to kick off (absent: on time); show it with `formatKickOff`. */
  delayMinutes?: number;
}

/**
 * A knockout match's place in its division's bracket. A side not known yet shows its placeholder
 * (`homeLabel`, also in `homeTeam`) and has no team key. Penalties are null when results are hidden.
 */
export interface PublicKnockout {
  /** 'QF1', 'SF2', 'F', '3P', …: later matches name it in their placeholders ('Winner QF1'). */
  code: string;
  /** 'Round of 16', 'Quarter-final', 'Semi-final', 'Final', 'Third place'. */
  roundName: string;
  /** Top to bottom within its round, from 1. */
  order: number;
  homeLabel: string;
  awayLabel: string;
  /** 'group:A:1', 'best:3:1', 'winner:QF1', 'loser:SF1': where each side comes from. */
  homeSource: string | null;
  awaySource: string | null;
  extraTime: boolean;
  homePenalties: number | null;
  awayPenalties: number | null;
}

export interface PublicTeamPage {
  tournamentId: string;
  teamKey: string;
  team: string;
  club: string | null;
  division: string;
  bracket: string;
  resultsHidden: boolean;
  standing: PublicStandingsRow | null;
  matches: PublicMatch[];
  /** The version of the tables the standing comes from (see `PublicDivision.standingsVersion`). */
  standingsVersion?: number;
  /** The team's cards as counts (a second yellow counts red); null while its results are hidden. */
  cardCounts?: { yellow: number; red: number } | null;
}

export interface PublicStatistics extends Statistics {
  /** Goals per match day, for the chart. */
  goalsByDate: { date: string; goals: number; matches: number }[];
}

/** Live topics a spectator can follow over `/ws` (`{ action: 'subscribe', topics: [...] }`). */
export const liveTopics = {
  tournament: (tournamentId: string) => `tournament:${tournamentId}`,
  division: (tournamentId: string, division: string) => `division:${tournamentId}:${division}`,
  team: (tournamentId: string, teamKey: string) => `team:${tournamentId}:${teamKey}`,
  match: (tournamentId: string, matchId: string) => `match:${tournamentId}:${matchId}`,
};

/** What a spectator's socket receives. */
export type LiveUpdate =
  | { kind: 'match'; topic: string; match: PublicMatch }
  | {
      kind: 'standings';
      topic: string;
      tournamentId: string;
      division: string;
      /** The new tables' version and rows (null tables when the age group hides results): no refetch needed, so no stale edge copy can answer it. */
      version?: number;
      brackets?: PublicDivision['brackets'];
    }
  | { kind: 'digest'; topic: string; tournamentId: string; changedMatchIds: string[] }
  /** Tournament topic: the announcements shown now, whole (issue 35); the displays replace theirs with it. */
  | { kind: 'announcements'; topic: string; tournamentId: string; announcements: { announcementId: string; text: string; urgent: boolean; createdAt: string }[] };

/** Query of the public lists: free-text search and a division filter. */
export const publicQuerySchema = z.strictObject({ search: z.string().trim().max(100).optional(), division: z.string().trim().max(200).optional() });

/** PUT /api/tournaments/{id}/age-groups/{ageGroup}: hide or show an age group's results publicly. */
export const ageGroupVisibilityInputSchema = z.strictObject({ hideResults: z.boolean({ error: 'Say whether results are hidden' }) });
