/**
 * What must hold of any tournament, whatever was done to it: checks over plain data (the API's, the public
 * reads', the CSV's), each returning the list of what breaks it, empty when it holds. Tests assert
 * `toEqual([])` so a failure names the offending matches and teams. Pure: no I/O, tested on their own in
 * tournament-invariants.test.ts. The scoring rules are the spec's (§4, §9): win 3, draw 1, loss 0.
 */
import type { TableNumbers } from '@pitchside/shared';
import { parseCsv } from '../../services/imports/src/testing/parse-csv';

/** A match as every read has it: who, where, when, and its result once completed. */
export interface InvariantMatch {
  matchId: string;
  division: string;
  date: string;
  /** Kick-off 'HH:MM'; '' for a match not on the schedule yet. */
  time: string;
  /** The pitch's name; null or '' when none. */
  field: string | null;
  homeTeam: string;
  awayTeam: string;
  status: string;
  homeScore: number;
  awayScore: number;
  /** The group (bracket) of a group match; null when none. */
  bracket?: string | null;
  /** Knockout matches only: their code and where each side comes from ('group:A:1', 'winner:SF1'). */
  knockout?: { code: string; homeLabel: string; awayLabel: string; homeSource: string | null; awaySource: string | null } | undefined;
}

/** A team's line as every table shows it, less GD: the oracle compares the columns it recounts from the matches. */
export type TableRow = Omit<TableNumbers, 'GD'>;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** A side still waiting for its team ('Winner Group A', 'Loser SF1'): it names nobody yet. */
export function isPlaceholder(match: InvariantMatch, side: 'home' | 'away'): boolean {
  if (!match.knockout) return false;
  return side === 'home' ? match.homeTeam === match.knockout.homeLabel : match.awayTeam === match.knockout.awayLabel;
}

/**
 * Two matches at once on one pitch, or one team in two matches at once. Every match lasts `lengthMinutes`
 * from its kick-off (halves + break); matches without a kick-off, and knockout sides not decided yet, are
 * left out.
 */
export function doubleBookings(matches: readonly InvariantMatch[], lengthMinutes: number): string[] {
  const scheduled = matches.filter((match) => match.time !== '');
  const problems: string[] = [];
  for (let i = 0; i < scheduled.length; i += 1) {
    for (let j = i + 1; j < scheduled.length; j += 1) {
      const a = scheduled[i] as InvariantMatch;
      const b = scheduled[j] as InvariantMatch;
      if (a.date !== b.date) continue;
      const overlap = minutesOf(a.time) < minutesOf(b.time) + lengthMinutes && minutesOf(b.time) < minutesOf(a.time) + lengthMinutes;
      if (!overlap) continue;
      const label = `${a.date} ${a.time} ${a.homeTeam} v ${a.awayTeam} / ${b.time} ${b.homeTeam} v ${b.awayTeam}`;
      if (a.field && a.field === b.field) problems.push(`pitch ${a.field} twice: ${label}`);
      const teams = (m: InvariantMatch) => [isPlaceholder(m, 'home') ? '' : m.homeTeam, isPlaceholder(m, 'away') ? '' : m.awayTeam].filter(Boolean);
      for (const team of teams(a)) if (teams(b).includes(team)) problems.push(`team ${team} twice: ${label}`);
    }
  }
  return problems;
}

/** The same two teams of a division meeting in the group stage more often than the legs allow. */
export function duplicateFixtures(matches: readonly InvariantMatch[], legs = 1): string[] {
  const seen = new Map<string, number>();
  for (const match of matches) {
    if (match.knockout) continue;
    const key = `${match.division}: ${[match.homeTeam, match.awayTeam].sort().join(' v ')}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen.entries()].filter(([, count]) => count > legs).map(([key, count]) => `${key} (${count} times)`);
}

/** The table completed group matches make, counting each once (spec §4: win 3, draw 1, loss 0). */
export function tableFromMatches(matches: readonly InvariantMatch[]): TableRow[] {
  const rows = new Map<string, TableRow>();
  const row = (team: string) => {
    const existing = rows.get(team) ?? { team, MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, PTS: 0 };
    rows.set(team, existing);
    return existing;
  };
  for (const match of matches) {
    if (match.knockout) continue;
    const home = row(match.homeTeam);
    const away = row(match.awayTeam);
    if (match.status !== 'completed') continue;
    for (const [own, other, side] of [
      [match.homeScore, match.awayScore, home],
      [match.awayScore, match.homeScore, away],
    ] as const) {
      side.MP += 1;
      side.GF += own;
      side.GA += other;
      if (own > other) {
        side.W += 1;
        side.PTS += 3;
      } else if (own === other) {
        side.D += 1;
        side.PTS += 1;
      } else side.L += 1;
    }
  }
  return [...rows.values()].sort((a, b) => a.team.localeCompare(b.team));
}

/** Every difference between the table the matches make and the table a read shows (missing rows too). */
export function tableMismatches(expected: readonly TableRow[], shown: readonly TableRow[]): string[] {
  const problems: string[] = [];
  const columns = ['MP', 'W', 'D', 'L', 'GF', 'GA', 'PTS'] as const;
  for (const row of expected) {
    const actual = shown.find((candidate) => candidate.team === row.team);
    if (!actual) {
      problems.push(`${row.team}: not in the table`);
      continue;
    }
    for (const column of columns) if (actual[column] !== row[column]) problems.push(`${row.team}: ${column} ${actual[column]}, expected ${row[column]}`);
  }
  for (const row of shown) if (!expected.some((candidate) => candidate.team === row.team)) problems.push(`${row.team}: in the table but in no match`);
  return problems;
}

/**
 * Each knockout side filled from a group ('group:A:2') holds the team at that place of that group's table.
 * `tables` maps a group's letter to its teams in table order (position 1 first). A side not filled yet is
 * fine; a side filled while its group's table says someone else is not.
 */
export function knockoutSlotMismatches(matches: readonly InvariantMatch[], tables: ReadonlyMap<string, readonly string[]>): string[] {
  const problems: string[] = [];
  for (const match of matches) {
    if (!match.knockout) continue;
    for (const side of ['home', 'away'] as const) {
      const source = side === 'home' ? match.knockout.homeSource : match.knockout.awaySource;
      const parsed = /^group:([^:]+):(\d+)$/.exec(source ?? '');
      if (!parsed || isPlaceholder(match, side)) continue;
      const [, group = '', place = '0'] = parsed;
      const team = side === 'home' ? match.homeTeam : match.awayTeam;
      const table = tables.get(group);
      const expected = table?.[Number(place) - 1];
      if (expected !== team) problems.push(`${match.knockout.code} ${side}: ${team}, but place ${place} of group ${group} is ${expected ?? 'nobody'}`);
    }
  }
  return problems;
}

/** A goal as a public or API read lists it. */
export interface InvariantGoal {
  teamType: string;
  playerName?: string | null;
}

/** What the referee console records when it could not name the scorer ('Unknown player', 'Unknown player #7'). */
const UNNAMED = /^unknown player\b/i;

/** Goals without a named scorer, and completed matches whose goal list does not add up to the score. */
export function unnamedGoals(matches: readonly (InvariantMatch & { goals: readonly InvariantGoal[] })[]): string[] {
  const problems: string[] = [];
  for (const match of matches) {
    const label = `${match.homeTeam} v ${match.awayTeam}`;
    for (const goal of match.goals) if (!goal.playerName || !goal.playerName.trim() || UNNAMED.test(goal.playerName.trim())) problems.push(`${label}: a ${goal.teamType} goal has no scorer`);
    if (match.status !== 'completed') continue;
    const count = (side: string) => match.goals.filter((goal) => goal.teamType === side).length;
    if (count('home') !== match.homeScore || count('away') !== match.awayScore) {
      problems.push(`${label}: ${match.homeScore}–${match.awayScore} but goals ${count('home')}–${count('away')}`);
    }
  }
  return problems;
}

/** The spreadsheet's own words for the CSV columns a check reads (as the importer names them). */
const CSV_HEADERS = { division: 'Division', date: 'Date', time: 'Time', field: 'Field', homeTeam: 'Home Team', awayTeam: 'Away Team', homeScore: 'Home Score', awayScore: 'Away Score' } as const;

/**
 * Every match of the API in the CSV export once, with its pitch, kick-off and (completed) score, and no
 * row the API does not have. The export writes formula-looking text with a leading apostrophe; it is taken off.
 */
export function csvMismatches(csv: string, matches: readonly InvariantMatch[]): string[] {
  const [header = [], ...rows] = parseCsv(csv).filter((row) => row.some((cell) => cell !== ''));
  const column = (name: keyof typeof CSV_HEADERS) => header.findIndex((cell) => cell.trim().toLowerCase() === CSV_HEADERS[name].toLowerCase());
  const missing = (Object.keys(CSV_HEADERS) as (keyof typeof CSV_HEADERS)[]).filter((name) => column(name) < 0);
  if (missing.length > 0) return [`the CSV has no column for ${missing.join(', ')} (header: ${header.join(',')})`];
  const cell = (row: string[], name: keyof typeof CSV_HEADERS) => (row[column(name)] ?? '').replace(/^'/, '');
  const keyOf = (m: { division: string; date: string; time: string; field: string; home: string; away: string }) => `${m.division}|${m.date}|${m.time}|${m.field}|${m.home}|${m.away}`;
  const fromCsv = new Map<string, string[]>();
  for (const row of rows) {
    const key = keyOf({ division: cell(row, 'division'), date: cell(row, 'date'), time: cell(row, 'time'), field: cell(row, 'field'), home: cell(row, 'homeTeam'), away: cell(row, 'awayTeam') });
    fromCsv.set(key, [...(fromCsv.get(key) ?? []), `${cell(row, 'homeScore')}-${cell(row, 'awayScore')}`]);
  }
  const problems: string[] = [];
  for (const match of matches) {
    const key = keyOf({ division: match.division, date: match.date, time: match.time, field: match.field ?? '', home: match.homeTeam, away: match.awayTeam });
    const scores = fromCsv.get(key);
    if (!scores || scores.length === 0) {
      problems.push(`not in the CSV: ${key}`);
      continue;
    }
    const score = scores.shift() as string;
    const expected = match.status === 'completed' ? `${match.homeScore}-${match.awayScore}` : '-';
    if (score !== expected) problems.push(`${key}: the CSV says ${score}, the API ${expected}`);
  }
  for (const [key, left] of fromCsv) for (let i = 0; i < left.length; i += 1) problems.push(`in the CSV but not the API: ${key}`);
  return problems;
}

/** Every match (its teams and, when completed, its score as printed 'h–a') appears in the printed schedule's text. */
export function printedMismatches(printedText: string, matches: readonly InvariantMatch[]): string[] {
  const text = printedText.replace(/\s+/g, ' ');
  const problems: string[] = [];
  for (const match of matches) {
    for (const team of [match.homeTeam, match.awayTeam]) if (!text.includes(team)) problems.push(`the print lacks ${team} (${match.homeTeam} v ${match.awayTeam})`);
    if (match.status === 'completed' && !new RegExp(`${match.homeScore}\\s*[–-]\\s*${match.awayScore}`).test(text)) {
      problems.push(`the print lacks the score ${match.homeScore}–${match.awayScore} of ${match.homeTeam} v ${match.awayTeam}`);
    }
  }
  return problems;
}
