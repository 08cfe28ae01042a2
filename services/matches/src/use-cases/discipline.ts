import { type MatchReport, type DisciplineDecisionInput, type DisciplineListAnswer, type DisciplineRules, type SuspensionView, type TeamSuspensionsAnswer } from '@pitchside/shared';
import { NotFoundError, type Actor } from '@pitchside/core';
import type { MatchesPorts } from '../ports';
import { loadDiscipline, suspensionView } from './discipline-read';
import { asOrganizer, asOrganizerOrTeamCoach } from './team-access';

export async function getDisciplineRules(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<{ rules: DisciplineRules }> {
  await asOrganizer(ports, actor, orgId, tournamentId);
  return { rules: await ports.discipline.rules(tournamentId) };
}

export async function putDisciplineRules(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string, rules: DisciplineRules): Promise<{ rules: DisciplineRules }> {
  await asOrganizer(ports, actor, orgId, tournamentId);
  // One entry per division: a second would be a rule nobody could see applied.
  const divisions = [...new Map(rules.divisions.map((division) => [division.divisionId, division])).values()];
  const saved = { ...rules, divisions };
  await ports.discipline.saveRules(tournamentId, saved, actor.uid, ports.clock.now().toISOString());
  return { rules: saved };
}

/** The disciplinary list: standing suspensions first, then served and overturned ones, each by kick-off of its card's match. */
export async function listDiscipline(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<DisciplineListAnswer> {
  await asOrganizer(ports, actor, orgId, tournamentId);
  const [{ rules, result, matches }, reports] = await Promise.all([loadDiscipline(ports, tournamentId), ports.reports.ofTournament(tournamentId)]);
  const rank = { pending: 0, served: 1, overturned: 2 } as const;
  const suspensions = result.suspensions
    .map((suspension) => withMisconduct(suspensionView(suspension, matches), reports))
    .sort((a, b) => rank[a.state] - rank[b.state] || a.cardMatch.date.localeCompare(b.cardMatch.date));
  return { rules, suspensions };
}

/**
 * A red card's suspension with the referee's misconduct report of it, when filed: the organizer reads the
 * recommendation beside the suspension and extends it (or not) with the decision that exists already.
 */
function withMisconduct(view: SuspensionView, reports: readonly MatchReport[]): SuspensionView {
  if (view.cause !== 'red') return view;
  const report = reports.find((candidate) => candidate.matchId === view.cardMatchId);
  const entry = report?.misconduct.find((candidate) => candidate.playerId === view.playerId);
  return report && entry ? { ...view, misconduct: { refereeName: report.refereeName, description: entry.description, recommendedExtraMatches: entry.recommendedExtraMatches } } : view;
}

/** Served, extended or overturned, with the reason: stored once with who and when, never edited (the audit). */
export async function decideSuspension(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string, input: DisciplineDecisionInput): Promise<{ suspension: SuspensionView }> {
  await asOrganizer(ports, actor, orgId, tournamentId);
  const before = await loadDiscipline(ports, tournamentId);
  if (!before.result.suspensions.some((suspension) => suspension.suspensionId === input.suspensionId)) throw new NotFoundError({ id: 'discipline.suspensionNotFound' });
  const profile = await ports.users.findByUid(actor.uid);
  await ports.discipline.addDecision(tournamentId, {
    decisionId: ports.newId(),
    suspensionId: input.suspensionId,
    action: input.action,
    ...(input.action === 'extend' && input.matches !== undefined ? { matches: input.matches } : {}),
    reason: input.reason,
    decidedAt: ports.clock.now().toISOString(),
    decidedBy: actor.uid,
    decidedByName: profile?.displayName ?? actor.displayName,
  });
  const after = await loadDiscipline(ports, tournamentId);
  const suspension = after.result.suspensions.find((candidate) => candidate.suspensionId === input.suspensionId);
  if (!suspension) throw new NotFoundError({ id: 'discipline.suspensionNotFound' });
  return { suspension: suspensionView(suspension, after.matches) };
}

/**
 * A team's suspensions, for its coach's squad: the organization's admin, a tournament admin who manages the
 * tournament, or the coach of that very team. Anyone else is told the tournament is not found (or 403 when
 * they belong to it but coach another team), so nobody learns about other teams' players.
 */
export async function teamSuspensions(ports: MatchesPorts, actor: Actor, tournamentId: string, teamKey: string): Promise<TeamSuspensionsAnswer> {
  await asOrganizerOrTeamCoach(ports, actor, tournamentId, teamKey);
  const { result, matches } = await loadDiscipline(ports, tournamentId);
  return { suspensions: result.suspensions.filter((suspension) => suspension.teamKey === teamKey && suspension.state === 'pending').map((suspension) => suspensionView(suspension, matches)) };
}
