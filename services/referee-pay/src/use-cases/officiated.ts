import { isLocale, payStatement, paySummary, type Locale, type WorkedMatch, type PayRates, type PayStatement, type PaySummary } from '@pitchside/shared';
import type { MatchRecord, TournamentRecord } from '@pitchside/core/data';
import type { RefereePayPorts } from '../ports';

/**
 * The officials a match pays: today the assigned referee, as centre referee, once the match is completed
 * (a match not played pays nothing). When assignments carry assistants (issue 34's offers), they join here
 * with the role 'assistant'. The venue is the match's pitch, else the tournament's venue.
 */
export function officialsOf(match: MatchRecord, tournament: Pick<TournamentRecord, 'venue'>): WorkedMatch[] {
  if (match.status !== 'completed' || !match.refereeId) return [];
  return [
    {
      matchId: match.matchId,
      date: match.date,
      time: match.time,
      age: match.age,
      division: match.division,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      venue: match.field || tournament.venue || '',
      refereeId: match.refereeId,
      refereeName: match.refereeName ?? '',
      role: 'centre',
    },
  ];
}

export interface TournamentPay {
  rates: PayRates;
  officiated: WorkedMatch[];
}

export async function loadTournamentPay(ports: RefereePayPorts, tournament: TournamentRecord): Promise<TournamentPay> {
  const [rates, matches] = await Promise.all([ports.pay.rates(tournament.tournamentId), ports.matches.ofTournament(tournament.tournamentId)]);
  return { rates, officiated: matches.flatMap((match) => officialsOf(match, tournament)) };
}

export function statementOf(pay: TournamentPay, refereeId: string): PayStatement {
  return payStatement(pay.rates, refereeId, '', pay.officiated);
}

export function summaryOf(pay: TournamentPay): PaySummary {
  return paySummary(pay.rates, pay.officiated);
}

/** A file's language: the one asked for, else the referee's own (a statement), else the browser's. */
export async function statementLocale(ports: RefereePayPorts, refereeId: string, asked: Locale | undefined): Promise<Locale> {
  if (asked) return asked;
  const language = (await ports.users.findByUid(refereeId))?.language;
  return language && isLocale(language) ? language : 'en';
}
