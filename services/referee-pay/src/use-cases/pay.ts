import { payRatesProblem, type MarkStatementPaidInput, type MyStatementsAnswer, type PayRatesAnswer, type PayRatesInput, type PaySummaryAnswer, type StatementAnswer } from '@pitchside/shared';
import { actingFor, ConflictError, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import type { TournamentRecord } from '@pitchside/core/data';
import type { RefereePayPorts } from '../ports';
import { asOrganizer, asStatementReader } from './pay-access';
import { loadTournamentPay, officialsOf, statementOf, summaryOf } from './officiated';

export async function getPayRates(ports: RefereePayPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<PayRatesAnswer> {
  await asOrganizer(ports, actor, orgId, tournamentId);
  return { rates: await ports.pay.rates(tournamentId) };
}

/** The whole card at once; refused (nothing written) once a statement is paid, so a paid total never moves. */
export async function putPayRates(ports: RefereePayPorts, actor: Actor, orgId: string | undefined, tournamentId: string, input: PayRatesInput): Promise<PayRatesAnswer> {
  await asOrganizer(ports, actor, orgId, tournamentId);
  const problem = payRatesProblem(input);
  if (problem) throw new ValidationError({ id: problem });
  if (!(await ports.pay.saveRates(tournamentId, input, actor.uid, ports.clock.now().toISOString()))) throw new ConflictError({ id: 'refereePay.ratesLocked' }, 'rates_locked');
  return { rates: await ports.pay.rates(tournamentId) };
}

async function statementAnswer(ports: RefereePayPorts, tournament: TournamentRecord, refereeId: string): Promise<StatementAnswer> {
  const [pay, payments] = await Promise.all([loadTournamentPay(ports, tournament), ports.pay.payments(tournament.tournamentId)]);
  const statement = statementOf(pay, refereeId);
  const paid = payments.find((payment) => payment.refereeId === refereeId) ?? null;
  if (statement.lines.length === 0 && !paid) throw new NotFoundError({ id: 'refereePay.noStatement' });
  if (!statement.refereeName) statement.refereeName = (await ports.users.findByUid(refereeId))?.displayName ?? '';
  return { tournamentId: tournament.tournamentId, tournamentName: tournament.name, statement, paid };
}

export async function getStatement(ports: RefereePayPorts, actor: Actor, orgId: string | undefined, tournamentId: string, refereeId: string): Promise<StatementAnswer> {
  const tournament = await asStatementReader(ports, actor, orgId, tournamentId, refereeId);
  return statementAnswer(ports, tournament, refereeId);
}

export async function getSummary(ports: RefereePayPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<PaySummaryAnswer> {
  const tournament = await asOrganizer(ports, actor, orgId, tournamentId);
  const [pay, paid] = await Promise.all([loadTournamentPay(ports, tournament), ports.pay.payments(tournamentId)]);
  return { tournamentName: tournament.name, summary: summaryOf(pay), paid };
}

/**
 * Marks a statement paid with the total the organizer saw: who, when and how much are written once (the
 * audit) and the rate card locks in the same transaction. A statement that changed since, or one paid
 * already, is refused and nothing is written.
 */
export async function markStatementPaid(
  ports: RefereePayPorts,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  refereeId: string,
  input: MarkStatementPaidInput,
): Promise<StatementAnswer> {
  const tournament = await asOrganizer(ports, actor, orgId, tournamentId);
  const current = await statementAnswer(ports, tournament, refereeId);
  if (current.paid) throw new ConflictError({ id: 'refereePay.alreadyPaid' }, 'already_paid');
  if (current.statement.totals.total !== input.total) throw new ConflictError({ id: 'refereePay.totalChanged' }, 'total_changed');
  const name = (await ports.users.findByUid(actor.uid))?.displayName ?? actor.displayName;
  const paid = { refereeId, total: input.total, currency: current.statement.currency, paidAt: ports.clock.now().toISOString(), paidBy: actor.uid, paidByName: name };
  if (!(await ports.pay.markPaid(tournamentId, paid))) throw new ConflictError({ id: 'refereePay.alreadyPaid' }, 'already_paid');
  return { ...current, paid };
}

/** The signed-in referee's statements, one per tournament of an organization they referee for, newest first. */
export async function myStatements(ports: RefereePayPorts, actor: Actor): Promise<MyStatementsAnswer> {
  const [matches, memberships] = await Promise.all([ports.matches.ofReferee(actor.uid), ports.organizations.membershipsOfUser(actor.uid)]);
  const refereeOf = new Set(memberships.filter((membership) => actingFor(membership).role.referee).map((membership) => membership.orgId));
  const tournamentIds = [...new Set(matches.map((match) => match.tournamentId))];
  const statements: MyStatementsAnswer['statements'] = [];
  for (const tournamentId of tournamentIds) {
    const tournament = await ports.tournaments.get(tournamentId);
    if (!tournament || !refereeOf.has(tournament.orgId)) continue;
    const own = matches.filter((match) => match.tournamentId === tournamentId).flatMap((match) => officialsOf(match, tournament));
    if (own.length === 0) continue;
    const [rates, payments] = await Promise.all([ports.pay.rates(tournamentId), ports.pay.payments(tournamentId)]);
    const statement = statementOf({ rates, officiated: own }, actor.uid);
    statements.push({
      tournamentId,
      tournamentName: tournament.name,
      currency: statement.currency,
      totals: statement.totals,
      paid: payments.find((payment) => payment.refereeId === actor.uid) ?? null,
    });
  }
  return { statements: statements.sort((a, b) => b.tournamentName.localeCompare(a.tournamentName)) };
}
