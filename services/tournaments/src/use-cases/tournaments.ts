import {
  AGES,
  completeTieBreakerChain,
  DEFAULT_BRACKET,
  DEFAULT_DISPUTE_WINDOW_MINUTES,
  DEFAULT_BRACKET_ID,
  DEFAULT_TIE_BREAKERS,
  MESSAGES,
  TOURNAMENT_MESSAGES,
  type CreateTournamentInput,
  type DeleteTournamentResult,
  type TieBreaker,
  type TournamentDetail,
  type TournamentSummary,
  type UpdateTournamentInput,
  formText,
} from '@pitchside/shared';
import { canSeeTournament, ConflictError, NotFoundError, TOURNAMENT_READER_ROLES, ValidationError, type Actor } from '@pitchside/core';
import { type TournamentRecord, type TournamentSettings } from '@pitchside/core/data';
import type { TournamentsPorts } from '../ports';
import { actingMembership, tournamentFor } from './access';
import { tournamentSummary, tournamentTeamSummary } from './summaries';

type Ports = Pick<TournamentsPorts, 'organizations' | 'tournaments' | 'structure' | 'matches' | 'clock' | 'newId'>;

/** A capped goal difference needs its cap: refuse a chain that names it without one. */
function assertCapGiven(tieBreakers: readonly TieBreaker[], gdCap: number | null | undefined): void {
  if (tieBreakers.includes('cappedGoalDifference') && !gdCap) {
    throw new ValidationError('Some fields are not valid', { gdCap: 'Give the goal difference cap the capped tie-breaker uses' });
  }
}

/** The organization's tournaments: an admin (and a referee assignor) sees all of them; a tournament admin the linked and own ones. */
export async function listTournaments(ports: Ports, actor: Actor, orgId: string | undefined): Promise<{ tournaments: TournamentSummary[] }> {
  const membership = await actingMembership(ports, actor, orgId, TOURNAMENT_READER_ROLES);
  const all = await ports.tournaments.listByOrg(membership.orgId);
  const linked = membership.role.admin
    ? new Set<string>()
    : new Set((await ports.tournaments.linksOfUser(actor.uid)).filter((link) => link.orgId === membership.orgId).map((link) => link.tournamentId));
  const visible = all.filter((tournament) => canSeeTournament(membership, tournament, linked));
  // Newest first: the tournament an organizer just created (or is setting up) is at the top.
  visible.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.name.localeCompare(b.name));
  return { tournaments: visible.map(tournamentSummary) };
}

/**
 * /admin/tournaments/create: a draft owned by its creator in the organization they act for, with the
 * chosen age groups and the 'Default' bracket, in one transaction. Its payment starts pending (Stripe
 * Checkout settles it) or waived for an organization exempt from billing.
 */
export async function createTournament(ports: Ports, actor: Actor, orgId: string | undefined, input: CreateTournamentInput): Promise<{ message: string; tournament: TournamentSummary }> {
  const membership = await actingMembership(ports, actor, orgId, ['admin']);
  const tieBreakers = completeTieBreakerChain(input.tieBreakers ?? DEFAULT_TIE_BREAKERS);
  assertCapGiven(tieBreakers, input.gdCap);
  const tournamentId = ports.newId();
  // Creating a tournament is paid for (docs/payments.md): it stays pending until Stripe confirms payment,
  // unless Pitchside waived payment for the organization.
  const organization = await ports.organizations.getOrganization(membership.orgId);
  const payment = { status: organization?.billing === 'exempt' ? ('waived' as const) : ('pending' as const) };
  const record: TournamentRecord = {
    tournamentId,
    orgId: membership.orgId,
    organizerUid: actor.uid,
    name: input.name,
    type: input.type,
    days: input.days,
    startDate: input.startDate,
    endDate: input.endDate,
    venue: input.venue,
    ageGroups: [...input.ageGroups],
    genders: [...input.genders],
    draft: true,
    hasSchedule: false,
    teamCount: input.teamCount,
    firstHalfDuration: input.firstHalfDuration,
    breakDuration: input.breakDuration,
    secondHalfDuration: input.secondHalfDuration,
    tieBreakers,
    gdCap: input.gdCap ?? null,
    disputeWindowMinutes: input.disputeWindowMinutes ?? DEFAULT_DISPUTE_WINDOW_MINUTES,
    timeZone: input.timeZone ?? null,
    payment,
    publishedAt: null,
    createdAt: ports.clock.now().toISOString(),
    version: 1,
  };
  const created = await ports.tournaments.create({
    tournament: record,
    ageGroups: input.ageGroups.map((name) => ({ tournamentId, name, hideResults: false })),
    brackets: [{ tournamentId, bracketId: DEFAULT_BRACKET_ID, name: DEFAULT_BRACKET, divisionId: null }],
  });
  if (!created) throw new ConflictError('Try again: the new tournament id was taken');
  return { message: TOURNAMENT_MESSAGES.created, tournament: tournamentSummary(record) };
}

/** One tournament to manage: settings, structure, teams and how many matches it has. */
export async function getTournament(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<{ tournament: TournamentDetail }> {
  const { tournament, permissions } = await tournamentFor(ports, actor, orgId, tournamentId, 'read');
  const [ageGroups, divisions, brackets, teams, matches] = await Promise.all([
    ports.structure.ageGroups(tournamentId),
    ports.structure.divisions(tournamentId),
    ports.structure.brackets(tournamentId),
    ports.structure.teams(tournamentId),
    ports.matches.countByTournament(tournamentId),
  ]);
  ageGroups.sort((a, b) => AGES.indexOf(a.name) - AGES.indexOf(b.name));
  divisions.sort((a, b) => a.name.localeCompare(b.name));
  brackets.sort((a, b) => (a.bracketId === DEFAULT_BRACKET_ID ? -1 : b.bracketId === DEFAULT_BRACKET_ID ? 1 : a.name.localeCompare(b.name)));
  teams.sort((a, b) => a.division.localeCompare(b.division) || a.team.localeCompare(b.team));
  return {
    tournament: {
      ...tournamentSummary(tournament),
      firstHalfDuration: tournament.firstHalfDuration,
      breakDuration: tournament.breakDuration,
      secondHalfDuration: tournament.secondHalfDuration,
      tieBreakers: [...tournament.tieBreakers],
      gdCap: tournament.gdCap,
      disputeWindowMinutes: tournament.disputeWindowMinutes ?? DEFAULT_DISPUTE_WINDOW_MINUTES,
      permissions,
      structure: {
        ageGroups: ageGroups.map(({ name, hideResults }) => ({ name, hideResults })),
        divisions: divisions.map(({ divisionId, name, age, gender }) => ({ divisionId, name, age, gender })),
        brackets: brackets.map(({ bracketId, name, divisionId }) => ({ bracketId, name, divisionId })),
        teams: teams.map(tournamentTeamSummary),
      },
      counts: { ageGroups: ageGroups.length, divisions: divisions.length, brackets: brackets.length, teams: teams.length, matches },
    },
  };
}

const VERSION_CONFLICT = 'Someone else changed this tournament just now: reload it and try again';
/** Without a version from the caller, a write that lost a race is re-read and re-checked this many times. */
const UNVERSIONED_ATTEMPTS = 5;

/**
 * Settings edits are versioned like teams: the edit is checked against the stored record merged with it
 * (an end date before the start date, a capped tie-breaker without its cap) and written only if the
 * tournament is still at the version checked. A caller who sends the version they read gets 409 when it
 * moved on; one who does not is re-checked against the newer record, so two edits never merge unchecked.
 */
export async function updateTournament(
  ports: Ports,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  input: UpdateTournamentInput,
): Promise<{ message: string; tournament: TournamentSummary }> {
  const { version: readVersion, ...settings } = input;
  for (let attempt = 1; ; attempt += 1) {
    const { tournament } = await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
    const version = tournament.version ?? 0;
    if (readVersion !== undefined && readVersion !== version) throw new ConflictError(VERSION_CONFLICT, 'version_conflict');
    const startDate = settings.startDate ?? tournament.startDate;
    const endDate = settings.endDate ?? tournament.endDate;
    if (endDate < startDate) throw new ValidationError('Some fields are not valid', { [settings.endDate ? 'endDate' : 'startDate']: formText('form.endBeforeStart') });
    const tieBreakers = settings.tieBreakers ? completeTieBreakerChain(settings.tieBreakers) : undefined;
    assertCapGiven(tieBreakers ?? tournament.tieBreakers, settings.gdCap === undefined ? tournament.gdCap : settings.gdCap);
    const changes: TournamentSettings = { ...settings, ...(tieBreakers ? { tieBreakers } : {}) };
    const updated = await ports.tournaments.update(tournamentId, changes, version);
    if (updated) {
      // Newly chosen ages become age groups to manage; age groups already there (or still used) are kept.
      if (settings.ageGroups) await ports.structure.addAgeGroups(settings.ageGroups.map((name) => ({ tournamentId, name, hideResults: false })));
      return { message: TOURNAMENT_MESSAGES.updated, tournament: tournamentSummary(updated) };
    }
    if (readVersion !== undefined || attempt >= UNVERSIONED_ATTEMPTS) throw new ConflictError(VERSION_CONFLICT, 'version_conflict');
  }
}

/** Publishing makes a draft public (draft false, spec §4); unpublishing takes it back. */
export async function setPublished(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, published: boolean): Promise<{ message: string; tournament: TournamentSummary }> {
  const { tournament } = await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  if (published && tournament.payment.status === 'pending') throw new ConflictError('Pay for the tournament before publishing it', 'payment_pending');
  const updated = await ports.tournaments.setDraft(tournamentId, !published, ports.clock.now().toISOString());
  if (!updated) throw new NotFoundError(MESSAGES.tournamentNotFound);
  return { message: published ? TOURNAMENT_MESSAGES.published : TOURNAMENT_MESSAGES.unpublished, tournament: tournamentSummary(updated) };
}

/** Deletes the tournament and everything under it (the web asks for confirmation first). Admins only. */
export async function deleteTournament(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<DeleteTournamentResult> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'delete');
  const deleted = await ports.tournaments.delete(tournamentId);
  return { message: TOURNAMENT_MESSAGES.deleted, deleted };
}
