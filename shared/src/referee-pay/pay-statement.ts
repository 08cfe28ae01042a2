import type { OfficialRole } from '../referees/availability';
import { allowanceOf, feeOf, type PayRatesInput } from './pay-rates';

/** One match one official worked, as pay reads it (the services build it from the match rows). */
export interface WorkedMatch {
  matchId: string;
  date: string;
  time: string;
  age: string;
  division: string;
  homeTeam: string;
  awayTeam: string;
  /** Where the official travelled to: the match's pitch, else the tournament's venue. */
  venue: string;
  refereeId: string;
  refereeName: string;
  role: OfficialRole;
}

export interface StatementLine {
  matchId: string;
  date: string;
  time: string;
  age: string;
  division: string;
  homeTeam: string;
  awayTeam: string;
  venue: string;
  role: OfficialRole;
  /** Null when the organizer set no rate for this age and role: paid as 0 and shown as 'No rate set'. */
  fee: number | null;
}

export interface AllowanceLine {
  date: string;
  venue: string;
  amount: number;
}

export interface PayTotals {
  matches: number;
  fees: number;
  allowances: number;
  total: number;
}

export interface PayStatement {
  refereeId: string;
  refereeName: string;
  currency: string;
  lines: StatementLine[];
  allowances: AllowanceLine[];
  totals: PayTotals;
}

const byKickOff = (a: { date: string; time: string; matchId?: string }, b: { date: string; time: string; matchId?: string }) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || (a.matchId ?? '').localeCompare(b.matchId ?? '');

/**
 * One official's statement: a fee per match by its age and the role worked, and a travel allowance once per
 * day per venue (three matches on one pitch on Saturday are one trip). Integer minor units throughout, so
 * totals add up exactly; the same function makes the page, the CSV, the PDF and the organizer's summary.
 */
export function payStatement(rates: PayRatesInput, refereeId: string, refereeName: string, matches: readonly WorkedMatch[]): PayStatement {
  const worked = matches.filter((match) => match.refereeId === refereeId).sort(byKickOff);
  const lines: StatementLine[] = worked.map(({ refereeId: _id, refereeName: _name, ...match }) => ({ ...match, fee: feeOf(rates, match.age, match.role) }));
  const trips = new Map<string, AllowanceLine>();
  for (const line of lines) {
    const key = `${line.date}\u0000${line.venue.toLocaleLowerCase('en')}`;
    if (!trips.has(key)) trips.set(key, { date: line.date, venue: line.venue, amount: allowanceOf(rates, line.venue) });
  }
  const allowances = [...trips.values()].filter((trip) => trip.amount > 0).sort((a, b) => a.date.localeCompare(b.date) || a.venue.localeCompare(b.venue));
  const fees = lines.reduce((sum, line) => sum + (line.fee ?? 0), 0);
  const allowanceTotal = allowances.reduce((sum, trip) => sum + trip.amount, 0);
  const name = worked[0]?.refereeName ?? refereeName;
  return { refereeId, refereeName: name, currency: rates.currency, lines, allowances, totals: { matches: lines.length, fees, allowances: allowanceTotal, total: fees + allowanceTotal } };
}

export interface SummaryRow extends PayTotals {
  refereeId: string;
  refereeName: string;
}

export interface DayRow extends PayTotals {
  date: string;
}

export interface PaySummary {
  currency: string;
  referees: SummaryRow[];
  days: DayRow[];
  totals: PayTotals;
}

/**
 * The organizer's payroll view: every official's totals (by name), and the same money per day (a day's
 * allowance is the trips made that day). The sums of both lists are the grand total.
 */
export function paySummary(rates: PayRatesInput, matches: readonly WorkedMatch[]): PaySummary {
  const names = new Map<string, string>();
  for (const match of matches) if (!names.has(match.refereeId)) names.set(match.refereeId, match.refereeName);
  const statements = [...names].map(([uid, name]) => payStatement(rates, uid, name, matches));
  const referees = statements
    .map((statement) => ({ refereeId: statement.refereeId, refereeName: statement.refereeName, ...statement.totals }))
    .sort((a, b) => a.refereeName.localeCompare(b.refereeName) || a.refereeId.localeCompare(b.refereeId));
  const days = new Map<string, DayRow>();
  const day = (date: string): DayRow => {
    const found = days.get(date);
    if (found) return found;
    const row = { date, matches: 0, fees: 0, allowances: 0, total: 0 };
    days.set(date, row);
    return row;
  };
  for (const statement of statements) {
    for (const line of statement.lines) {
      const row = day(line.date);
      row.matches += 1;
      row.fees += line.fee ?? 0;
      row.total += line.fee ?? 0;
    }
    for (const trip of statement.allowances) {
      const row = day(trip.date);
      row.allowances += trip.amount;
      row.total += trip.amount;
    }
  }
  const totals = referees.reduce((sum, row) => ({ matches: sum.matches + row.matches, fees: sum.fees + row.fees, allowances: sum.allowances + row.allowances, total: sum.total + row.total }), {
    matches: 0,
    fees: 0,
    allowances: 0,
    total: 0,
  });
  return { currency: rates.currency, referees, days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)), totals };
}
