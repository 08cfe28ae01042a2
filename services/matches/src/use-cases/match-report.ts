import { matchReportRefusal, misconductOf, type FileMatchReportInput, type MatchReport, type MatchReportAnswer } from '@pitchside/shared';
import { ConflictError, ForbiddenError, ValidationError, type Actor } from '@pitchside/core';
import type { MatchesPorts } from '../ports';
import { assertAllowed, loadMatchContext, matchPolicy } from './match-context';

const changedMeanwhile = () => new ConflictError({ id: 'refereePay.report.changedMeanwhile' }, 'report_changed');

/**
 * The referee files the match's report after full time, or amends it (docs/decisions/0061). Only the match's
 * assigned referee, and an amendment only by the referee who filed it: the report is the referee's own word,
 * so not even an admin writes it. The result must be the match's as it stands and every red card needs its
 * misconduct report; a refusal writes nothing. An amendment names the version it replaces, which is kept.
 */
export async function fileMatchReport(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string, input: FileMatchReportInput): Promise<MatchReportAnswer> {
  const context = await loadMatchContext(ports, actor, tournamentId, matchId, { teams: false });
  const isItsReferee = Boolean(context.membership.role.referee) && context.match.refereeId === actor.uid;
  if (!isItsReferee) throw new ForbiddenError({ id: 'refereePay.report.notReferee' });
  const refusal = matchReportRefusal(context.match, input);
  if (refusal?.kind === 'conflict') throw new ConflictError({ id: refusal.id }, refusal.code);
  if (refusal) throw new ValidationError({ id: refusal.id });
  const existing = await ports.reports.get(tournamentId, matchId);
  if (existing && existing.refereeId !== actor.uid) throw new ForbiddenError({ id: 'refereePay.report.notReferee' });
  if ((existing?.version ?? undefined) !== input.version) throw changedMeanwhile();
  const at = ports.clock.now().toISOString();
  const name = (await ports.users.findByUid(actor.uid))?.displayName ?? actor.displayName;
  const report: MatchReport = {
    matchId,
    refereeId: actor.uid,
    refereeName: name,
    homeScore: input.homeScore,
    awayScore: input.awayScore,
    notes: input.notes.trim(),
    misconduct: misconductOf(context.match, input),
    filedAt: existing?.filedAt ?? at,
    amendedAt: existing ? at : null,
    version: (existing?.version ?? 0) + 1,
  };
  if (!(await ports.reports.save(tournamentId, report, existing, { uid: actor.uid, name, at }))) throw changedMeanwhile();
  return { report, revisions: existing ? await ports.reports.revisions(tournamentId, matchId) : [] };
}

/**
 * A match's report and its earlier versions: the organizer (or a linked tournament admin), the referee
 * assignor, and the referee of the match or of the report. Null until filed.
 */
export async function getMatchReport(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string): Promise<MatchReportAnswer> {
  const context = await loadMatchContext(ports, actor, tournamentId, matchId, { teams: false });
  const report = await ports.reports.get(tournamentId, matchId);
  const referee = Boolean(context.membership.role.referee) && (context.match.refereeId === actor.uid || report?.refereeId === actor.uid);
  assertAllowed(matchPolicy.resolveDisputes(context) || Boolean(context.membership.role.refereeassignor) || referee);
  return { report, revisions: report && report.version > 1 ? await ports.reports.revisions(tournamentId, matchId) : [] };
}
