import {
  compareNames,
  importedTeamId,
  MESSAGES,
  SKIP_REASONS,
  TOURNAMENT_MESSAGES,
  teamsToImport,
  type CreateTeamInput,
  type ImportTeamsInput,
  type ImportTeamsResult,
  type SkippedRow,
  type TeamSummary,
  type UpdateTeamInput,
} from '@pitchside/shared';
import { assertTeamAction, ConflictError, ForbiddenError, teamAccess, ValidationError, type Actor, type TeamAction } from '@pitchside/core';
import { type MembershipRecord, type TeamRecord } from '@pitchside/core/data';
import type { TournamentsPorts } from '../ports';
import { actingMembership } from './access';
import { teamSummary } from './summaries';

type Ports = Pick<TournamentsPorts, 'organizations' | 'teams' | 'clock' | 'newId'>;

/** Who works with teams at all: admins manage, tournament admins read, coaches their own. */
export const TEAM_ROLES = ['admin', 'tournamentadmin', 'coach'] as const;

/** The team if the caller may do `action` with it; 'Team document does not exist.' when they may not see it. */
export async function teamFor(ports: Ports, actor: Actor, orgId: string | undefined, teamId: string, action: TeamAction): Promise<{ team: TeamRecord; membership: MembershipRecord }> {
  const membership = await actingMembership(ports, actor, orgId, TEAM_ROLES);
  const team = teamId ? await ports.teams.get(teamId) : null;
  assertTeamAction(team ? teamAccess(membership, team) : null, action);
  return { team: team as TeamRecord, membership };
}

async function admin(ports: Ports, actor: Actor, orgId: string | undefined): Promise<MembershipRecord> {
  return actingMembership(ports, actor, orgId, ['admin']);
}

/** A team's coach must be a coach of the team's organization. */
async function isCoachOf(ports: Ports, orgId: string, coachUid: string): Promise<boolean> {
  return (await ports.organizations.getMembership(orgId, coachUid))?.role.coach === true;
}

const NOT_A_COACH = 'Choose a coach of this organization';

/** /admin/teams: the organization's teams for admins and tournament admins; a coach's own teams for a coach. */
export async function listTeams(ports: Ports, actor: Actor, orgId: string | undefined): Promise<{ teams: TeamSummary[] }> {
  const membership = await actingMembership(ports, actor, orgId, TEAM_ROLES);
  const teams =
    membership.role.admin || membership.role.tournamentadmin
      ? await ports.teams.listByOrg(membership.orgId)
      : (await ports.teams.listByCoach(actor.uid)).filter((team) => team.orgId === membership.orgId);
  teams.sort((a, b) => compareNames(a.name, b.name));
  return { teams: teams.map(teamSummary) };
}

function newTeam(ports: Ports, orgId: string, input: CreateTeamInput, externalId?: string): TeamRecord {
  return {
    teamId: externalId ? importedTeamId(orgId, externalId) : ports.newId(),
    orgId,
    name: input.name,
    club: input.club || null,
    age: input.age,
    gender: input.gender,
    coachUid: input.coachUid ?? null,
    totalPlayers: 0,
    externalId: externalId ?? null,
    source: externalId ? 'import' : 'manual',
    version: 1,
    createdAt: ports.clock.now().toISOString(),
  };
}

export async function createTeam(ports: Ports, actor: Actor, orgId: string | undefined, input: CreateTeamInput): Promise<{ message: string; team: TeamSummary }> {
  const membership = await admin(ports, actor, orgId);
  if (input.coachUid && !(await isCoachOf(ports, membership.orgId, input.coachUid))) throw new ValidationError('Some fields are not valid', { coachUid: NOT_A_COACH });
  const team = newTeam(ports, membership.orgId, input);
  if (!(await ports.teams.create(team))) throw new ConflictError('Try again: the new team id was taken');
  return { message: MESSAGES.teamAdded, team: teamSummary(team) };
}

/**
 * Bulk add with the import rules of spec §5: a team whose id exists (stored, or earlier in the request)
 * is skipped; so is a row naming someone who is not a coach of the organization. The rest are added.
 */
export async function importTeams(ports: Ports, actor: Actor, orgId: string | undefined, input: ImportTeamsInput): Promise<ImportTeamsResult> {
  const membership = await admin(ports, actor, orgId);
  const rows = input.teams.map((row, index) => ({ ...row, index }));
  const kept = new Set(teamsToImport(rows, []).map((row) => row.index));
  const skipped: SkippedRow[] = [];
  const skip = (row: { index: number; row?: number | undefined }, reason: string) => skipped.push({ index: row.index, ...(row.row ? { row: row.row } : {}), reason });
  const coaches = new Map<string, boolean>();
  const added: TeamRecord[] = [];
  for (const row of rows) {
    if (!kept.has(row.index)) {
      skip(row, SKIP_REASONS.teamIdExists);
      continue;
    }
    if (row.coachUid) {
      if (!coaches.has(row.coachUid)) coaches.set(row.coachUid, await isCoachOf(ports, membership.orgId, row.coachUid));
      if (!coaches.get(row.coachUid)) {
        skip(row, NOT_A_COACH);
        continue;
      }
    }
    const { id, row: _row, index: _index, ...fields } = row;
    const team = newTeam(ports, membership.orgId, fields, id);
    if (await ports.teams.create(team)) added.push(team);
    else skip(row, SKIP_REASONS.teamIdExists);
  }
  skipped.sort((a, b) => a.index - b.index);
  return { message: MESSAGES.teamsImported, added: added.map(teamSummary), skipped };
}

export async function getTeam(ports: Ports, actor: Actor, orgId: string | undefined, teamId: string): Promise<{ team: TeamSummary }> {
  const { team } = await teamFor(ports, actor, orgId, teamId, 'read');
  return { team: teamSummary(team) };
}

/** Admins edit any of their teams; a coach edits their own team but never hands it to another coach. */
export async function updateTeam(ports: Ports, actor: Actor, orgId: string | undefined, teamId: string, input: UpdateTeamInput): Promise<{ message: string; team: TeamSummary }> {
  const { team, membership } = await teamFor(ports, actor, orgId, teamId, 'edit');
  const coachChanges = input.coachUid !== undefined && input.coachUid !== team.coachUid;
  if (coachChanges && !membership.role.admin) throw new ForbiddenError('Only an admin can change the coach of a team');
  if (coachChanges && input.coachUid && !(await isCoachOf(ports, team.orgId, input.coachUid))) throw new ValidationError('Some fields are not valid', { coachUid: NOT_A_COACH });
  const updated = await ports.teams.update(team, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.club !== undefined ? { club: input.club || null } : {}),
    ...(input.age !== undefined ? { age: input.age } : {}),
    ...(input.gender !== undefined ? { gender: input.gender } : {}),
    ...(input.coachUid !== undefined ? { coachUid: input.coachUid } : {}),
  });
  if (!updated) throw new ConflictError('Someone else changed this team just now: reload it and try again', 'version_conflict');
  return { message: TOURNAMENT_MESSAGES.teamUpdated, team: teamSummary(updated) };
}

/** Deletes the team with all its players (and their registrations). Admins only. */
export async function deleteTeam(ports: Ports, actor: Actor, orgId: string | undefined, teamId: string): Promise<{ message: string }> {
  await teamFor(ports, actor, orgId, teamId, 'delete');
  await ports.teams.delete(teamId);
  return { message: MESSAGES.teamDeleted };
}
