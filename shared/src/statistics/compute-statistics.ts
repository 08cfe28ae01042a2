import type { CardType } from '../entities/card';
import type { TeamType } from '../entities/common';
import { compareNames } from '../teams/compare-team-names';
import { biggestWin, type BiggestWin } from './biggest-win';

/** What statistics need of a match; a stored Match fits. */
export interface StatisticsMatch {
  homeTeam: string;
  awayTeam: string;
  homeScore?: number | null;
  awayScore?: number | null;
  status?: string | null;
  date?: string | null;
  goals?: readonly { playerId?: string | null; playerName?: string | null; teamType: TeamType }[] | null;
  cards?: readonly { cardType: CardType | string; teamType: TeamType }[] | null;
}

export interface TopScorer {
  playerId?: string;
  playerName: string;
  team: string;
  goals: number;
}

export interface TeamCards {
  team: string;
  yellow: number;
  /** Straight reds and second yellows: every sending-off. */
  red: number;
}

export interface TeamCleanSheets {
  team: string;
  cleanSheets: number;
}

export interface Statistics {
  matchesPlayed: number;
  totalGoals: number;
  /** Rounded half up to one decimal (spec §9); 0 before any match is played. */
  averageGoalsPerMatch: number;
  /** The same, always with one decimal: '2.0'. */
  averageGoalsPerMatchText: string;
  /** Most goals first, then by name. */
  topScorers: TopScorer[];
  /** Every team that played, by name. */
  cardsByTeam: TeamCards[];
  /** Every team that played, most clean sheets first, then by name. */
  cleanSheets: TeamCleanSheets[];
  /** Largest margin; ties go to the match with more goals, then the earlier one. Null without a win. */
  biggestWin: BiggestWin | null;
}

/**
 * Tournament statistics over completed matches only, like the standings: a match in progress has
 * not produced a result yet, and counting its goals would make the average jump during play.
 * Totals come from the scores, which older matches hold without a goal list; scorers from the goals.
 */
export function computeStatistics(matches: readonly StatisticsMatch[]): Statistics {
  const played = matches.filter((match) => match.status === 'completed' && match.homeTeam && match.awayTeam);
  const totalGoals = played.reduce((sum, match) => sum + goalsOf(match.homeScore) + goalsOf(match.awayScore), 0);
  const average = played.length === 0 ? 0 : Math.round((totalGoals * 10) / played.length) / 10;
  return {
    matchesPlayed: played.length,
    totalGoals,
    averageGoalsPerMatch: average,
    averageGoalsPerMatchText: average.toFixed(1),
    topScorers: topScorers(played),
    cardsByTeam: cardsByTeam(played),
    cleanSheets: cleanSheets(played),
    biggestWin: biggestWin(played),
  };
}

const goalsOf = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const teamOf = (match: StatisticsMatch, side: TeamType) => (side === 'home' ? match.homeTeam : match.awayTeam);

function topScorers(matches: readonly StatisticsMatch[]): TopScorer[] {
  const scorers = new Map<string, TopScorer>();
  for (const match of matches) {
    for (const goal of match.goals ?? []) {
      const playerName = goal.playerName?.trim() ?? '';
      if (!playerName && !goal.playerId) continue;
      const team = teamOf(match, goal.teamType);
      // The player id identifies a player across matches; the name is the fallback for older goals.
      const key = `${team}\u0000${goal.playerId || playerName.toLowerCase()}`;
      const scorer = scorers.get(key) ?? { ...(goal.playerId ? { playerId: goal.playerId } : {}), playerName, team, goals: 0 };
      scorer.goals += 1;
      scorers.set(key, scorer);
    }
  }
  return [...scorers.values()].sort((a, b) => b.goals - a.goals || compareNames(a.playerName, b.playerName) || compareNames(a.team, b.team));
}

function teamsOf(matches: readonly StatisticsMatch[]): string[] {
  return [...new Set(matches.flatMap((match) => [match.homeTeam, match.awayTeam]))].sort(compareNames);
}

function cardsByTeam(matches: readonly StatisticsMatch[]): TeamCards[] {
  const rows = new Map(teamsOf(matches).map((team) => [team, { team, yellow: 0, red: 0 }]));
  for (const match of matches) {
    for (const card of match.cards ?? []) {
      const row = rows.get(teamOf(match, card.teamType));
      if (!row) continue;
      if (card.cardType === 'yellow') row.yellow += 1;
      else if (card.cardType === 'red' || card.cardType === 'second_yellow') row.red += 1;
    }
  }
  return [...rows.values()];
}

function cleanSheets(matches: readonly StatisticsMatch[]): TeamCleanSheets[] {
  const rows = new Map(teamsOf(matches).map((team) => [team, { team, cleanSheets: 0 }]));
  const credit = (team: string) => {
    const row = rows.get(team);
    if (row) row.cleanSheets += 1;
  };
  for (const match of matches) {
    if (goalsOf(match.awayScore) === 0) credit(match.homeTeam);
    if (goalsOf(match.homeScore) === 0) credit(match.awayTeam);
  }
  return [...rows.values()].sort((a, b) => b.cleanSheets - a.cleanSheets || compareNames(a.team, b.team));
}
