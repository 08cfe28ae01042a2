import {
  computeStatistics,
  divisionResultsHidden,
  MESSAGES,
  publicBrackets,
  publicSides,
  resolveDurations,
  standingsVersionOf,
  toPublicMatch,
  type PublicDivision,
  type PublicMatch,
  type PublicStandingsRow,
  type PublicStatistics,
  type PublicTeamPage,
  type PublicTournament,
  type PublicTournamentSummary,
  type TournamentPhase,
  teamCardCounts,
} from '@pitchside/shared';
import { NotFoundError, type Clock } from '@pitchside/core';
import {
  type MatchRepository,
  type PublicReadRepository,
  type PublicStandingsRecord,
  type TournamentRecord,
  type TournamentRepository,
  type TournamentStructureRepository,
} from '@pitchside/core/data';
import { publishedTournament } from './published-tournament';

export interface PublicPorts {
  tournaments: Pick<TournamentRepository, 'get'>;
  structure: Pick<TournamentStructureRepository, 'divisions'>;
  matches: Pick<MatchRepository, 'listByTournament' | 'get'>;
  publicReads: PublicReadRepository;
  clock: Clock;
}

/**
 * The public site's reads. Only published tournaments exist here (a draft is 'Tournament not found'), and
 * every answer is built field by field from what the public may see — never by spreading a stored item —
 * so no e-mail, user id, organization id, registration id or player id can leak. An age group that hides
 * its results gives fixtures only.
 */
function phaseOf(tournament: TournamentRecord, today: string): TournamentPhase {
  if (today < tournament.startDate) return 'upcoming';
  return today > tournament.endDate ? 'finished' : 'running';
}

function summary(tournament: TournamentRecord, today: string): PublicTournamentSummary {
  return {
    tournamentId: tournament.tournamentId,
    name: tournament.name,
    venue: tournament.venue,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    type: tournament.type,
    phase: phaseOf(tournament, today),
    ageGroups: tournament.ageGroups,
  };
}

function toRow(record: PublicStandingsRecord): PublicStandingsRow {
  const { position, team, teamKey, club, MP, W, D, L, GF, GA, GD, PTS, decidedBy } = record;
  return { position, team, teamKey, club, MP, W, D, L, GF, GA, GD, PTS, decidedBy };
}

export async function publicTournaments(ports: PublicPorts, search: string | undefined): Promise<{ tournaments: PublicTournamentSummary[] }> {
  const today = ports.clock.now().toISOString().slice(0, 10);
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const order: Record<TournamentPhase, number> = { running: 0, upcoming: 1, finished: 2 };
  const tournaments = (await ports.publicReads.listPublished())
    .filter((tournament) => words.every((word) => `${tournament.name} ${tournament.venue}`.toLowerCase().includes(word)))
    .map((tournament) => summary(tournament, today))
    .sort((a, b) => order[a.phase] - order[b.phase] || (a.phase === 'finished' ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate)));
  return { tournaments };
}

export async function publicTournament(ports: PublicPorts, tournamentId: string): Promise<PublicTournament> {
  const tournament = await publishedTournament(ports.tournaments, tournamentId);
  const [divisions, rows, hidden] = await Promise.all([ports.structure.divisions(tournamentId), ports.publicReads.standings(tournamentId), ports.publicReads.hiddenAges(tournamentId)]);
  const publicDivisions: PublicDivision[] = divisions.map((division) => {
    const resultsHidden = divisionResultsHidden(hidden, division);
    const teams = rows.filter((row) => row.division === division.name);
    const version = standingsVersionOf(teams);
    return {
      divisionId: division.divisionId,
      name: division.name,
      age: division.age,
      gender: division.gender,
      resultsHidden,
      brackets: publicBrackets(teams, resultsHidden),
      ...(version > 0 ? { standingsVersion: version } : {}),
    };
  });
  return { ...summary(tournament, ports.clock.now().toISOString().slice(0, 10)), durations: resolveDurations(tournament), divisions: publicDivisions, timeZone: tournament.timeZone ?? null };
}

export async function publicMatches(ports: PublicPorts, tournamentId: string, division: string | undefined): Promise<{ matches: PublicMatch[] }> {
  const tournament = await publishedTournament(ports.tournaments, tournamentId);
  const [matches, hidden] = await Promise.all([ports.matches.listByTournament(tournamentId, division), ports.publicReads.hiddenAges(tournamentId)]);
  const now = ports.clock.now();
  return { matches: matches.map((match) => toPublicMatch(match, tournament, hidden.has(match.age), now)) };
}

export async function publicMatch(ports: PublicPorts, tournamentId: string, matchId: string): Promise<PublicMatch> {
  const tournament = await publishedTournament(ports.tournaments, tournamentId);
  const match = await ports.matches.get(tournamentId, matchId);
  if (!match) throw new NotFoundError(MESSAGES.matchNotFound);
  const hidden = await ports.publicReads.hiddenAges(tournamentId);
  return toPublicMatch(match, tournament, hidden.has(match.age), ports.clock.now());
}

export async function publicTeam(ports: PublicPorts, tournamentId: string, teamKey: string): Promise<PublicTeamPage> {
  const tournament = await publishedTournament(ports.tournaments, tournamentId);
  const [rows, hidden, stored] = await Promise.all([ports.publicReads.standings(tournamentId), ports.publicReads.hiddenAges(tournamentId), ports.matches.listByTournament(tournamentId)]);
  const row = rows.find((candidate) => candidate.teamKey === teamKey);
  if (!row) throw new NotFoundError('Team document does not exist.');
  // A hidden age group's knockout slot that results filled names no team: it is on no team's page.
  const matches = stored.map((match) => publicSides(match, hidden.has(match.age)));
  const own = matches.filter((match) => match.homeTeamKey === teamKey || match.awayTeamKey === teamKey);
  const resultsHidden = own.some((match) => hidden.has(match.age));
  const now = ports.clock.now();
  return {
    tournamentId,
    teamKey,
    team: row.team,
    club: row.club,
    division: row.division,
    bracket: row.bracket,
    resultsHidden,
    standing: resultsHidden ? null : toRow(row),
    matches: own.map((match) => toPublicMatch(match, tournament, hidden.has(match.age), now)),
    cardCounts: resultsHidden ? null : teamCardCounts(stored, teamKey),
    ...(row.standingsVersion ? { standingsVersion: row.standingsVersion } : {}),
  };
}

export async function publicStatistics(ports: PublicPorts, tournamentId: string): Promise<PublicStatistics> {
  await publishedTournament(ports.tournaments, tournamentId);
  const [matches, hidden] = await Promise.all([ports.matches.listByTournament(tournamentId), ports.publicReads.hiddenAges(tournamentId)]);
  const visible = matches.filter((match) => !hidden.has(match.age));
  const statistics = computeStatistics(visible.map((match) => ({ ...match, goals: match.goals.map((goal) => ({ playerName: goal.playerName, teamType: goal.teamType })) })));
  const byDate = new Map<string, { goals: number; matches: number }>();
  for (const match of visible.filter((candidate) => candidate.status === 'completed')) {
    const day = byDate.get(match.date) ?? { goals: 0, matches: 0 };
    byDate.set(match.date, { goals: day.goals + match.homeScore + match.awayScore, matches: day.matches + 1 });
  }
  return { ...statistics, goalsByDate: [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, day]) => ({ date, ...day })) };
}
