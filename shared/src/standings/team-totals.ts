import { POINTS } from '../constants/points';
import type { TeamType } from '../entities/common';
import { type FairPlayCard, fairPlayPoints } from './fair-play';
import type { StandingsNumbers } from './standings-numbers';

export interface StandingsCard extends FairPlayCard {
  teamType: TeamType;
}

/** What standings need of a match; a stored Match fits. */
export interface StandingsMatch {
  homeTeam: string;
  awayTeam: string;
  homeScore?: number | null;
  awayScore?: number | null;
  status?: string | null;
  cards?: readonly StandingsCard[] | null;
}

/** A completed match reduced to what the table counts. */
export interface CountedResult {
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  homeFairPlay: number;
  awayFairPlay: number;
}

/** A team's line in a table: the team and its numbers. */
export interface TableNumbers extends StandingsNumbers {
  team: string;
}

export interface TeamTotals extends TableNumbers {
  cappedGD: number;
  fairPlay: number;
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? 0 : value);
const isGoalCount = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * Only completed matches count (spec §4). A missing score is 0 (a completed match where nobody
 * scored may lack it); a match whose score is not a whole number ≥ 0, or which has no team on one
 * side or the same team on both, is data the table cannot place and is left out.
 */
export function countedResults(matches: readonly StandingsMatch[]): CountedResult[] {
  const results: CountedResult[] = [];
  for (const match of matches) {
    if (match.status !== 'completed') continue;
    const homeGoals = score(match.homeScore);
    const awayGoals = score(match.awayScore);
    if (!match.homeTeam || !match.awayTeam || match.homeTeam === match.awayTeam) continue;
    if (!isGoalCount(homeGoals) || !isGoalCount(awayGoals)) continue;
    const cards = match.cards ?? [];
    results.push({
      home: match.homeTeam,
      away: match.awayTeam,
      homeGoals,
      awayGoals,
      homeFairPlay: fairPlayPoints(cards.filter((card) => card.teamType === 'home')),
      awayFairPlay: fairPlayPoints(cards.filter((card) => card.teamType === 'away')),
    });
  }
  return results;
}

export function emptyTotals(team: string): TeamTotals {
  return { team, MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, GD: 0, PTS: 0, cappedGD: 0, fairPlay: 0 };
}

/**
 * Sums results per team. `gdCap` limits each match's margin for the capped goal-difference
 * criterion only; the GD column always shows the real difference.
 */
export function totalsByTeam(results: readonly CountedResult[], teams: Iterable<string> = [], gdCap?: number): Map<string, TeamTotals> {
  const totals = new Map<string, TeamTotals>();
  const entry = (team: string) => {
    let row = totals.get(team);
    if (!row) totals.set(team, (row = emptyTotals(team)));
    return row;
  };
  for (const team of teams) if (team) entry(team);
  for (const result of results) {
    addSide(entry(result.home), result.homeGoals, result.awayGoals, result.homeFairPlay, gdCap);
    addSide(entry(result.away), result.awayGoals, result.homeGoals, result.awayFairPlay, gdCap);
  }
  return totals;
}

function addSide(row: TeamTotals, scored: number, conceded: number, fairPlay: number, gdCap: number | undefined): void {
  row.MP += 1;
  row.GF += scored;
  row.GA += conceded;
  row.GD = row.GF - row.GA;
  row.fairPlay += fairPlay;
  const margin = scored - conceded;
  row.cappedGD += gdCap === undefined ? margin : Math.max(-gdCap, Math.min(gdCap, margin));
  if (margin > 0) {
    row.W += 1;
    row.PTS += POINTS.win;
  } else if (margin === 0) {
    row.D += 1;
    row.PTS += POINTS.draw;
  } else {
    row.L += 1;
    row.PTS += POINTS.loss;
  }
}
