import { compareNames } from '../teams/compare-team-names';

interface ScoredMatch {
  homeTeam: string;
  awayTeam: string;
  homeScore?: number | null;
  awayScore?: number | null;
  date?: string | null;
}

export interface BiggestWin {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  winner: string;
  loser: string;
  margin: number;
  date?: string;
}

const goals = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The match won by the largest margin; among equal margins the one with more goals (6–2 beats 4–0),
 * then the earliest by date (undated last), then by home team name so the answer never depends on
 * the order matches were given in. Draws are no one's win: null when every match was drawn.
 */
export function biggestWin(matches: readonly ScoredMatch[]): BiggestWin | null {
  const wins: BiggestWin[] = matches
    .map((match) => ({ match, home: goals(match.homeScore), away: goals(match.awayScore) }))
    .filter(({ home, away }) => home !== away)
    .map(({ match, home, away }) => ({
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      homeScore: home,
      awayScore: away,
      winner: home > away ? match.homeTeam : match.awayTeam,
      loser: home > away ? match.awayTeam : match.homeTeam,
      margin: Math.abs(home - away),
      ...(match.date ? { date: match.date } : {}),
    }));
  wins.sort(
    (a, b) =>
      b.margin - a.margin || b.homeScore + b.awayScore - (a.homeScore + a.awayScore) || compareDates(a.date, b.date) || compareNames(a.homeTeam, b.homeTeam) || compareNames(a.awayTeam, b.awayTeam),
  );
  return wins[0] ?? null;
}

function compareDates(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a < b ? -1 : 1;
}
