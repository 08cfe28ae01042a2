import type { MatchRosters, MatchSummary, PublicMatch, PublicTournament, RecordMatchEventsResult } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient, PAST_THE_EDGE } from './api-client';
import { localCloudHandle } from './local-cloud-handle';
import { pdfText } from './pdf-text';
import { organizerCalls } from './scheduled-knockout';
import { signIn } from './sign-in';
import { consoleEvent, DEMO_ORG_HEADERS } from './tournament-fixture';
import {
  csvMismatches,
  doubleBookings,
  duplicateFixtures,
  knockoutSlotMismatches,
  printedMismatches,
  tableFromMatches,
  tableMismatches,
  unnamedGoals,
  type InvariantMatch,
} from './tournament-invariants';

/**
 * The tournament day's API side: the organizer's calls for steps that have no screen yet, matches played
 * elsewhere in the venue, and one read of everything (organizer's list, public reads, CSV, PDF) that the
 * invariants are checked on. Through the gateway with real tokens, as the apps call it.
 */
export function tournamentDayApi() {
  const cloud = localCloudHandle();
  const call = apiClient(cloud);
  const tokens = new Map<string, string>();
  const token = async (email: string, password: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const fresh = (await signIn(cloud, email, password)).idToken;
    tokens.set(email, fresh);
    return fresh;
  };
  const adminToken = () => token(demoAccount('admin').email, demoAccount('admin').password);
  /** As the demo organization's admin; any answer but 2xx throws with what the API said. */
  const admin = organizerCalls(call, adminToken);
  /** A file the organizer downloads (the CSV, the PDF), as the admin: the raw answer. */
  const fetchRaw = async (path: string, headers: Record<string, string> = {}) =>
    fetch(`${cloud.url}${path}`, { headers: { authorization: `Bearer ${await adminToken()}`, ...DEMO_ORG_HEADERS, ...headers } });
  return { cloud, call, token, adminToken, admin, fetchRaw };
}

export type TournamentDayApi = ReturnType<typeof tournamentDayApi>;

/** A new member of the demo organization with one role, who can sign in with `password`. */
export async function createMember(api: TournamentDayApi, role: 'coach' | 'referee', label: string, displayName: string) {
  const account = { email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`, password: 'Welcome2026', displayName };
  const created = await api.admin<{ user: { uid: string } }>('POST', '/api/auth/create-user', { ...account, role: { [role]: true } });
  return { ...account, uid: created.user.uid };
}

/**
 * A match played elsewhere in the venue, through the API as its referee's console sends it: kick-off, each
 * goal by a named player of the scoring side (its roster's n-th), the final whistle. The admin may run any match.
 */
export async function playElsewhere(
  api: TournamentDayApi,
  tournamentId: string,
  match: Pick<MatchSummary, 'matchId' | 'homeTeam' | 'awayTeam'>,
  homeGoals: number,
  awayGoals: number,
): Promise<RecordMatchEventsResult> {
  const path = `/api/tournaments/${tournamentId}/matches/${match.matchId}`;
  const rosters = await api.admin<MatchRosters>('GET', `${path}/rosters`);
  const goal = (teamType: 'home' | 'away', index: number) => {
    const squad = rosters[teamType];
    const player = squad[index % Math.max(squad.length, 1)];
    if (!player) throw new Error(`${teamType === 'home' ? match.homeTeam : match.awayTeam} has no roster to name a scorer from`);
    return consoleEvent('goal', { teamType, playerId: player.playerId, playerName: player.name });
  };
  const events = [
    consoleEvent('start'),
    ...Array.from({ length: homeGoals }, (_, index) => goal('home', index)),
    ...Array.from({ length: awayGoals }, (_, index) => goal('away', index)),
    consoleEvent('complete'),
  ];
  return api.admin<RecordMatchEventsResult>('POST', `${path}/events`, { events });
}

/** Everything the day's invariants are checked on, read at one moment. */
export interface TournamentDayState {
  matches: MatchSummary[];
  publicTournament: PublicTournament;
  publicMatches: PublicMatch[];
  csv: string;
  printed: string;
}

export async function readTournamentDay(api: TournamentDayApi, tournamentId: string, day: string): Promise<TournamentDayState> {
  const base = `/api/tournaments/${tournamentId}`;
  const { matches } = await api.admin<{ matches: MatchSummary[] }>('GET', `${base}/matches`);
  const publicRead = async <T>(path: string) => {
    const answer = await api.call<T>('GET', `/api/public/tournaments/${tournamentId}${path}`, { headers: PAST_THE_EDGE });
    if (answer.status !== 200) throw new Error(`public ${path || '/'} answered ${answer.status}`);
    return answer.body;
  };
  const csv = await (await api.fetchRaw(`${base}/matches.csv`)).text();
  const printed = pdfText(Buffer.from(await (await api.fetchRaw(`${base}/schedule.pdf?date=${day}`)).arrayBuffer()));
  return { matches, publicTournament: await publicRead<PublicTournament>(''), publicMatches: (await publicRead<{ matches: PublicMatch[] }>('/matches')).matches, csv, printed };
}

const fromPublic = (match: PublicMatch): InvariantMatch => ({ ...match, homeScore: match.homeScore ?? 0, awayScore: match.awayScore ?? 0 });

/**
 * Every invariant of the day, each with what breaks it (empty when it holds): no team or pitch booked twice,
 * no fixture twice, every completed match counted once in its table, every knockout side the team at its
 * stated place, every goal named, and the CSV, the printed day and the public reads saying what the API says.
 */
export function tournamentDayProblems(state: TournamentDayState, lengthMinutes: number): Record<string, string[]> {
  const problems: Record<string, string[]> = {
    'no team or pitch double-booked': doubleBookings(state.matches, lengthMinutes),
    'no fixture duplicated': duplicateFixtures(state.matches),
    'every completed match counted once in its table': [],
    'each knockout slot holds the team at its stated place': [],
    'every goal has a named scorer': unnamedGoals(state.publicMatches.map((match) => ({ ...fromPublic(match), goals: match.goals }))),
    'the CSV export agrees with the API': csvMismatches(state.csv, state.matches),
    'the printed day agrees with the API': printedMismatches(
      state.printed,
      state.matches.filter((match) => match.date === state.matches[0]?.date && !(match.knockout && match.homeTeam === match.knockout.homeLabel)),
    ),
    'the public reads agree with the API': publicMismatches(state),
  };
  // A completed group match whose teams no table of its division lists is counted nowhere.
  for (const match of state.publicMatches.filter((candidate) => candidate.status === 'completed' && !candidate.knockout)) {
    const division = state.publicTournament.divisions.find((candidate) => candidate.name === match.division);
    const listed = (team: string) => (division?.brackets ?? []).some((bracket) => (bracket.table ?? []).some((row) => row.team === team));
    for (const team of [match.homeTeam, match.awayTeam])
      if (!listed(team)) problems['every completed match counted once in its table']?.push(`${match.division}: ${team} (${match.homeTeam} v ${match.awayTeam}) is in no table`);
  }
  const groupTables = new Map<string, Map<string, string[]>>();
  for (const division of state.publicTournament.divisions) {
    const tables = new Map<string, string[]>();
    for (const bracket of division.brackets) {
      const table = bracket.table ?? [];
      // A group match belongs to the table of its bracket, or (imported rows name no bracket) the table holding both its teams.
      const inTable = new Set(table.map((row) => row.team));
      const played = state.publicMatches
        .filter((match) => match.division === division.name && !match.knockout && (match.bracket === bracket.name || (inTable.has(match.homeTeam) && inTable.has(match.awayTeam))))
        .map(fromPublic);
      problems['every completed match counted once in its table']?.push(...tableMismatches(tableFromMatches(played), table).map((line) => `${division.name} ${bracket.name}: ${line}`));
      tables.set(
        bracket.name.replace(/^Group /, ''),
        [...table].sort((a, b) => a.position - b.position).map((row) => row.team),
      );
    }
    groupTables.set(division.name, tables);
  }
  for (const [division, tables] of groupTables) {
    const knockout = state.publicMatches.filter((match) => match.division === division && match.knockout).map(fromPublic);
    problems['each knockout slot holds the team at its stated place']?.push(...knockoutSlotMismatches(knockout, tables).map((line) => `${division}: ${line}`));
  }
  return problems;
}

/** Each match of the API once in the public reads, with the same teams, kick-off, status and score. */
function publicMismatches(state: TournamentDayState): string[] {
  const problems: string[] = [];
  for (const match of state.matches) {
    const shown = state.publicMatches.find((candidate) => candidate.matchId === match.matchId);
    if (!shown) {
      problems.push(`${match.homeTeam} v ${match.awayTeam} is not public`);
      continue;
    }
    const fields = (m: { homeTeam: string; awayTeam: string; date: string; time: string; status: string }, home: number | null, away: number | null) =>
      `${m.homeTeam} v ${m.awayTeam} ${m.date} ${m.time} ${m.status || 'scheduled'} ${m.status === 'completed' ? `${home}–${away}` : ''}`.trim();
    const api = fields(match, match.homeScore, match.awayScore);
    const seen = fields(shown, shown.homeScore, shown.awayScore);
    if (api !== seen) problems.push(`the API says "${api}", the public "${seen}"`);
  }
  if (state.publicMatches.length !== state.matches.length) problems.push(`${state.publicMatches.length} public matches, ${state.matches.length} in the API`);
  return problems;
}
