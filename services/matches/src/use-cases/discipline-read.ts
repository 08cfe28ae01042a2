import { computeDiscipline, suspensionIn, type DisciplineMatch, type DisciplineResult, type DisciplineRules, type Suspension, type SuspensionView } from '@pitchside/shared';
import type { MatchRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';

/**
 * A stored match as the discipline rules read it. The match item's cards are its event log folded (a
 * replay applied once, a reset or an undo gone), so they are the card events that stand.
 */
export function toDisciplineMatch(match: MatchRecord): DisciplineMatch {
  return {
    matchId: match.matchId,
    divisionId: match.divisionId,
    date: match.date,
    time: match.time,
    stage: match.stage ?? 'group',
    homeTeamKey: match.homeTeamKey,
    awayTeamKey: match.awayTeamKey,
    completed: match.status === 'completed',
    events: match.cards.map(({ id, playerId, playerName, teamType, cardType }) => ({ type: 'card' as const, id, playerId, playerName, teamType, cardType })),
  };
}

export interface TournamentDiscipline {
  rules: DisciplineRules;
  result: DisciplineResult;
  matches: MatchRecord[];
}

/**
 * Computed on read from the stored matches (docs/decisions/0055): the rules, the decisions and the matches
 * are three reads; a projection would have to be kept right through every reset, undo and rules change.
 */
export async function loadDiscipline(ports: Pick<MatchesPorts, 'discipline' | 'matches'>, tournamentId: string, division?: string): Promise<TournamentDiscipline> {
  const [rules, decisions, matches] = await Promise.all([ports.discipline.rules(tournamentId), ports.discipline.decisions(tournamentId), ports.matches.listByTournament(tournamentId, division)]);
  return { rules, result: computeDiscipline(rules, matches.map(toDisciplineMatch), decisions), matches };
}

/** The suspension with what people read in it: the team's name, and the opponent and date of each match concerned. */
export function suspensionView(suspension: Suspension, matches: readonly MatchRecord[]): SuspensionView {
  const byId = new Map(matches.map((match) => [match.matchId, match]));
  const opponent = (match: MatchRecord | undefined) => (match ? (match.homeTeamKey === suspension.teamKey ? match.awayTeam : match.homeTeam) : '');
  const cardMatch = byId.get(suspension.cardMatchId);
  const teamName = cardMatch ? (cardMatch.homeTeamKey === suspension.teamKey ? cardMatch.homeTeam : cardMatch.awayTeam) : suspension.teamKey;
  return {
    ...suspension,
    teamName,
    cardMatch: { opponent: opponent(cardMatch), date: cardMatch?.date ?? '' },
    sitOut: suspension.sitOut.map((matchId) => {
      const match = byId.get(matchId);
      return { matchId, opponent: opponent(match), date: match?.date ?? '', time: match?.time ?? '' };
    }),
  };
}

/** The players who may not play this match, by player id: the match sheet refuses their goals and cards. */
export async function suspendedIn(ports: Pick<MatchesPorts, 'discipline' | 'matches'>, match: MatchRecord): Promise<Set<string>> {
  // A team plays only in its division, so its players' cards are all in the division's matches: the goal's path
  // reads those, not a Gothia-size tournament's thousands.
  const { result } = await loadDiscipline(ports, match.tournamentId, match.division);
  const players = [...match.cards.map((card) => card.playerId), ...result.suspensions.map((suspension) => suspension.playerId)];
  return new Set(players.filter((playerId) => suspensionIn(result, match.matchId, playerId)));
}
