import { computeStandings, divisionResultsHidden, liveTopics, publicBrackets, teamKey, type MatchEventsMessage, type TieBreaker } from '@pitchside/shared';
import type { Clock } from '@pitchside/core';
import type { LiveNotifier } from '@pitchside/core/aws';
import { fillKnockoutSettled, isKnockoutMatch, type KnockoutPorts } from './fill-knockout';
import type { MatchRecord, TournamentRecord, TournamentTeamRecord, MatchRepository, TournamentRepository, TournamentStructureRepository } from '@pitchside/core/data';
import type { StandingsRowUpdate, StandingsWriter } from '../adapters/standings-writer';
import { unsharedScope, type BatchScope, type MatchEventsPublisher } from '@pitchside/core/messaging';
import { logger } from '@pitchside/core/observability';

export interface StandingsPorts extends KnockoutPorts {
  tournaments: Pick<TournamentRepository, 'get'>;
  structure: Pick<TournamentStructureRepository, 'teams' | 'divisions'>;
  matches: Pick<MatchRepository, 'listByTournament' | 'get' | 'getCurrent'>;
  standings: StandingsWriter;
  /** The tables this consumer writes are pushed from here: their version is only known once written. */
  notifier: LiveNotifier;
  /** Age groups of a tournament whose results are not public. */
  hiddenAges: (tournamentId: string) => Promise<Set<string>>;
  /** A knockout match that got its teams is a change of a match like any other: announced on the topic. */
  publisher: MatchEventsPublisher;
  clock: Clock;
}

const homeKey = (match: MatchRecord) => match.homeTeamKey ?? teamKey(match.homeTeam, match.homeClub);
const awayKey = (match: MatchRecord) => match.awayTeamKey ?? teamKey(match.awayTeam, match.awayClub);

/**
 * Recomputes the named division's tables — one per bracket — from its completed matches and writes every
 * row. Derived from source each time, so a duplicate, late or reordered message cannot corrupt a table.
 * A message without a division recomputes every division of the tournament (after a reset of all matches).
 */
export async function recomputeStandings(ports: StandingsPorts, message: MatchEventsMessage, batch: BatchScope = unsharedScope): Promise<{ rows: number }> {
  // A change that touches no table (a goal in a running match, a card): the live fan-out's alone.
  if (message.type === 'match-updated') return { rows: 0 };
  const { tournamentId } = message;
  // Reads made while handling a batch already see every change its records announce: shared per batch.
  const tournament = await batch.once(`tournament:${tournamentId}`, () => ports.tournaments.get(tournamentId));
  if (!tournament) {
    logger.info('Standings skipped: tournament is gone', { tournamentId });
    return { rows: 0 };
  }
  const allTeams = await batch.once(`teams:${tournamentId}`, () => ports.structure.teams(tournamentId));
  const divisions = message.division ? [message.division] : [...new Set(allTeams.map((team) => team.division))];
  let written = 0;
  for (const division of divisions) {
    written += await batch.once(`table:${tournamentId}/${division}`, () =>
      recomputeDivision(
        ports,
        tournament,
        allTeams.filter((team) => team.division === division),
        division,
      ),
    );
  }
  return { rows: written };
}

/** Fresh reads after a refused write, at most (then the message fails and SQS delivers it again). */
const ATTEMPTS = 4;

/**
 * The division's matches as they are now: the index (eventually consistent in AWS) only says which
 * matches belong to the division; their contents come from the base table, strongly consistent, so a
 * recompute never misses the result that triggered it. `version` sums their versions: every change of a
 * match raises it, so data read later never has a smaller one (docs/delivery.md, "Standings").
 */
async function readDivision(ports: StandingsPorts, tournamentId: string, division: string): Promise<{ matches: MatchRecord[]; version: number }> {
  const listed = await ports.matches.listByTournament(tournamentId, division);
  const matches = (
    await ports.matches.getCurrent(
      tournamentId,
      listed.map((match) => match.matchId),
    )
  ).filter((match) => match.division === division);
  return { matches, version: matches.reduce((sum, match) => sum + match.version, 0) };
}

function divisionRows(tournament: TournamentRecord, teams: readonly TournamentTeamRecord[], matches: readonly MatchRecord[]): StandingsRowUpdate[] {
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
  return rows;
}

/**
 * Writes the division's tables only over tables from older data: two recomputes of one division may run
 * at once (SQS feeds Lambda several batches in parallel), and the slower one, which read before the last
 * result, must not put its older table back. A refused write reads again (the newer table may have missed
 * this message's change by a hair); a division whose data shrank (a reset match deleted by a schedule
 * change) shows the same smaller version on two fresh reads in a row, and only then replaces the table.
 */
async function recomputeDivision(ports: StandingsPorts, tournament: TournamentRecord, teams: readonly TournamentTeamRecord[], division: string): Promise<number> {
  const { tournamentId } = tournament;
  let previous: number | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { matches, version } = await readDivision(ports, tournamentId, division);
    const rows = divisionRows(tournament, teams, matches);
    const stored =
      previous === version
        ? await ports.standings.storedVersion(
            tournamentId,
            rows.map((row) => row.teamKey),
          )
        : 0;
    const guard = stored > version ? { replacing: stored, version } : { newerOrSame: version };
    if (await ports.standings.write(tournamentId, rows, guard)) {
      await pushTables(ports, tournament, teams, division, rows, version);
      // The knockout fills in from the same results. Each match that got its teams is announced like any
      // change of a match, and the live fan-out pushes it; a retry finds the slots filled and announces none.
      const filled = await fillKnockoutSettled(ports, tournament, matches, teams, async () => (await readDivision(ports, tournamentId, division)).matches);
      const sentAt = ports.clock.now().toISOString();
      for (const match of filled) await ports.publisher.publish({ type: 'match-updated', tournamentId, division: match.division, matchId: match.matchId, sentAt });
      return rows.length;
    }
    previous = version;
  }
  throw new Error(`Standings of ${division} not written after ${ATTEMPTS} reads: left to the queue's retry`);
}

/**
 * Spectators of the division get the new tables themselves, with their version: a phone shows them
 * without a refetch (which the edge cache could answer with its older copy) and drops any older ones.
 */
async function pushTables(
  ports: StandingsPorts,
  tournament: TournamentRecord,
  teams: readonly TournamentTeamRecord[],
  division: string,
  rows: readonly StandingsRowUpdate[],
  version: number,
): Promise<void> {
  const { tournamentId } = tournament;
  // A draft is private everywhere: its tables are written (publishing shows them at once) but pushed to nobody.
  if (tournament.draft) return;
  const byKey = new Map(teams.map((team) => [team.teamKey, team]));
  // The division's own age group decides, as on the public pages: a team may carry another age (imported,
  // moved), and a division without teams still has an age group.
  const [divisions, hiddenAges] = await Promise.all([ports.structure.divisions(tournamentId), ports.hiddenAges(tournamentId)]);
  const hidden = divisionResultsHidden(
    hiddenAges,
    divisions.find((candidate) => candidate.name === division),
  );
  const sourceRows = rows.flatMap((row) => {
    const team = byKey.get(row.teamKey);
    return team ? [{ ...row, team: team.team, club: team.club, bracket: team.bracket, decidedBy: row.decidedBy ?? null }] : [];
  });
  const brackets = publicBrackets(sourceRows, hidden);
  await ports.notifier.notify([liveTopics.division(tournamentId, division), liveTopics.tournament(tournamentId)], (topic) => ({ kind: 'standings', topic, tournamentId, division, version, brackets }));
}
