import { computeStandings, liveTopics, teamKey, type MatchEventsMessage, type TieBreaker } from '@pitchside/shared';
import { fillKnockoutSettled, isKnockoutMatch, type KnockoutPorts } from './fill-knockout';
import { pushMatch, type PushPorts } from './push-match';
import { logger, unsharedScope, type BatchScope, type MatchRecord, type TournamentRecord, type TournamentTeamRecord, type MatchRepository, type StandingsRowUpdate, type StandingsWriter, type TournamentRepository, type TournamentStructureRepository } from '@pitchside/core';

export interface StandingsPorts extends PushPorts, KnockoutPorts {
  tournaments: Pick<TournamentRepository, 'get'>;
  structure: Pick<TournamentStructureRepository, 'teams'>;
  matches: Pick<MatchRepository, 'listByTournament' | 'get'>;
  standings: StandingsWriter;
}

const homeKey = (match: MatchRecord) => match.homeTeamKey ?? teamKey(match.homeTeam, match.homeClub);
const awayKey = (match: MatchRecord) => match.awayTeamKey ?? teamKey(match.awayTeam, match.awayClub);

/**
 * Recomputes the named division's tables — one per bracket — from its completed matches and writes every
 * row. Derived from source each time, so a duplicate, late or reordered message cannot corrupt a table.
 * A message without a division recomputes every division of the tournament (after a reset of all matches).
 */
export async function recomputeStandings(ports: StandingsPorts, message: MatchEventsMessage, batch: BatchScope = unsharedScope): Promise<{ rows: number }> {
  const { tournamentId } = message;
  // Reads made while handling a batch already see every change its records announce: shared per batch.
  const tournament = await batch.once(`tournament:${tournamentId}`, () => ports.tournaments.get(tournamentId));
  if (!tournament) {
    logger.info('Standings skipped: tournament is gone', { tournamentId });
    return { rows: 0 };
  }
  // Spectators of the match hear of it first, whatever changed; the match is read fresh, so a late or
  // repeated message pushes the current state, never an old one.
  const { matchId } = message;
  if (matchId) {
    await batch.once(`push:${tournamentId}/${matchId}`, async () => {
      const match = await ports.matches.get(tournamentId, matchId);
      if (match) await pushMatch(ports, tournament, match);
    });
  }
  if (message.type === 'match-updated') return { rows: 0 };
  const allTeams = await batch.once(`teams:${tournamentId}`, () => ports.structure.teams(tournamentId));
  const divisions = message.division ? [message.division] : [...new Set(allTeams.map((team) => team.division))];
  let written = 0;
  for (const division of divisions) {
    written += await batch.once(`table:${tournamentId}/${division}`, () => recomputeDivision(ports, tournament, allTeams.filter((team) => team.division === division), division));
  }
  return { rows: written };
}

async function recomputeDivision(ports: StandingsPorts, tournament: TournamentRecord, teams: readonly TournamentTeamRecord[], division: string): Promise<number> {
  const { tournamentId } = tournament;
  const matches = await ports.matches.listByTournament(tournamentId, division);
  const brackets = [...new Set(teams.map((team) => team.bracket))];
  const rows: StandingsRowUpdate[] = [];
  for (const bracket of brackets) {
    const members = new Set(teams.filter((team) => team.bracket === bracket).map((team) => team.teamKey));
    // A bracket's table counts the matches played between its own teams; knockout matches are no part of it.
    const played = matches
      .filter((match) => !isKnockoutMatch(match) && members.has(homeKey(match)) && members.has(awayKey(match)))
      .map((match) => ({ ...match, homeTeam: homeKey(match), awayTeam: awayKey(match) }));
    const table = computeStandings(played, {
      teams: [...members],
      ...(tournament.tieBreakers && tournament.tieBreakers.length > 0 ? { tieBreakers: tournament.tieBreakers as TieBreaker[] } : {}),
      ...(tournament.gdCap ? { gdCap: tournament.gdCap } : {}),
    });
    for (const { team, MP, W, D, L, GF, GA, GD, PTS, position, decidedBy } of table) {
      rows.push({ teamKey: team, MP, W, D, L, GF, GA, GD, PTS, position, ...(decidedBy ? { decidedBy } : {}) });
    }
  }
  await ports.standings.write(tournamentId, rows);
  // Spectators of the division refetch its table; the push carries no numbers of its own.
  await ports.notifier.notify([liveTopics.division(tournamentId, division), liveTopics.tournament(tournamentId)], (topic) => ({ kind: 'standings', topic, tournamentId, division }));
  // The knockout fills in from the same results; spectators see each match that got its teams.
  const filled = await fillKnockoutSettled(ports, tournament, matches, teams, () => ports.matches.listByTournament(tournamentId, division));
  for (const match of filled) await pushMatch(ports, tournament, match);
  return rows.length;
}
