import {
  bracketIdOf,
  divisionIdOf,
  MESSAGES,
  TOURNAMENT_MESSAGES,
  toAge,
  type AgeGroupSummary,
  type BracketSummary,
  type CreateAgeGroupInput,
  type CreateBracketInput,
  type CreateDivisionInput,
  type DivisionSummary,
  type UpdateDivisionInput,
} from '@pitchside/shared';
import { ConflictError, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import { type DivisionRecord } from '@pitchside/core/data';
import type { TournamentsPorts } from '../ports';
import { tournamentFor } from './access';

type Ports = Pick<TournamentsPorts, 'organizations' | 'tournaments' | 'structure' | 'matches'>;

const IN_USE = 'in_use';

export async function addAgeGroup(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, input: CreateAgeGroupInput): Promise<{ ageGroup: AgeGroupSummary }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const { added } = await ports.structure.addAgeGroups([{ tournamentId, name: input.name, hideResults: false }]);
  if (added.length === 0) throw new ConflictError('This age group exists already');
  return { ageGroup: { name: input.name, hideResults: false } };
}

/** The path may say 'U12' or 'u12'; both name the stored 'u12'. */
export const HIDDEN_AGE_GROUP_IN_USE = 'The results of this age group are hidden and it still has matches: deleting it would publish them. Delete its matches first, or show its results.';

/**
 * The hidden flag lives on the age group: deleting a hidden one while its matches stay would publish their
 * scores on every public page, feed and PDF, so that is refused.
 */
export async function deleteAgeGroup(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, ageGroup: string): Promise<{ message: string }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const name = toAge(ageGroup) ?? ageGroup;
  const group = (await ports.structure.ageGroups(tournamentId)).find((candidate) => candidate.name === name);
  if (group?.hideResults && (await ports.matches.listByTournament(tournamentId)).some((match) => match.age === name)) {
    throw new ConflictError(HIDDEN_AGE_GROUP_IN_USE, IN_USE);
  }
  if (!(await ports.structure.deleteAgeGroup(tournamentId, name))) throw new NotFoundError(MESSAGES.noSuchDocument);
  return { message: TOURNAMENT_MESSAGES.removed };
}

function divisionId(name: string): string {
  const id = divisionIdOf(name);
  if (!id) throw new ValidationError('Some fields are not valid', { name: 'Use letters or digits in the name' });
  return id;
}

/** A division's age becomes an age group of the tournament too, so the two lists never disagree. */
export async function addDivision(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, input: CreateDivisionInput): Promise<{ division: DivisionSummary }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const record: DivisionRecord = { tournamentId, divisionId: divisionId(input.name), name: input.name, age: input.age, gender: input.gender };
  const { added } = await ports.structure.addDivisions([record]);
  if (added.length === 0) throw new ConflictError('A division with this name exists already');
  await ports.structure.addAgeGroups([{ tournamentId, name: input.age, hideResults: false }]);
  return { division: { divisionId: record.divisionId, name: record.name, age: record.age, gender: record.gender } };
}

/**
 * Teams, matches and brackets copy a division's name, age and gender (as the spreadsheet does), so a
 * division they use is not edited or deleted: that would need thousands of rewrites that cannot be one
 * transaction. A division nobody uses yet may change freely.
 */
async function assertUnused(ports: Ports, division: DivisionRecord): Promise<void> {
  const [teams, brackets, matched] = await Promise.all([
    ports.structure.teams(division.tournamentId),
    ports.structure.brackets(division.tournamentId),
    ports.matches.anyInDivision(division.tournamentId, { name: division.name, divisionId: division.divisionId }),
  ]);
  const teamCount = teams.filter((team) => team.divisionId === division.divisionId || team.division === division.name).length;
  const bracketCount = brackets.filter((bracket) => bracket.divisionId === division.divisionId).length;
  if (teamCount > 0 || bracketCount > 0 || matched) {
    throw new ConflictError(
      `This division has ${[teamCount ? `${teamCount} team(s)` : '', bracketCount ? `${bracketCount} bracket(s)` : '', matched ? 'matches' : ''].filter(Boolean).join(', ')}: remove them first`,
      IN_USE,
    );
  }
}

async function existingDivision(ports: Ports, tournamentId: string, id: string): Promise<DivisionRecord> {
  const division = await ports.structure.getDivision(tournamentId, id);
  if (!division) throw new NotFoundError(MESSAGES.noSuchDocument);
  return division;
}

/** A new name is a new id (the slug of the name), so a sheet that names the division later finds it. */
export async function updateDivision(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, id: string, input: UpdateDivisionInput): Promise<{ division: DivisionSummary }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const previous = await existingDivision(ports, tournamentId, id);
  const name = input.name ?? previous.name;
  const next: DivisionRecord = { ...previous, name, divisionId: divisionId(name), age: input.age ?? previous.age, gender: input.gender ?? previous.gender };
  const unchanged = next.name === previous.name && next.age === previous.age && next.gender === previous.gender;
  if (!unchanged) {
    await assertUnused(ports, previous);
    if (!(await ports.structure.replaceDivision(previous, next))) throw new ConflictError('A division with this name exists already');
    await ports.structure.addAgeGroups([{ tournamentId, name: next.age, hideResults: false }]);
  }
  return { division: { divisionId: next.divisionId, name: next.name, age: next.age, gender: next.gender } };
}

export async function deleteDivision(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, id: string): Promise<{ message: string }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  await assertUnused(ports, await existingDivision(ports, tournamentId, id));
  if (!(await ports.structure.deleteDivision(tournamentId, id))) throw new NotFoundError(MESSAGES.noSuchDocument);
  return { message: TOURNAMENT_MESSAGES.removed };
}

export async function addBracket(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, input: CreateBracketInput): Promise<{ bracket: BracketSummary }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  if (input.divisionId && !(await ports.structure.getDivision(tournamentId, input.divisionId))) {
    throw new ValidationError('Some fields are not valid', { divisionId: 'No such division in this tournament' });
  }
  if (!bracketIdOf(input.name)) throw new ValidationError('Some fields are not valid', { name: 'Use letters or digits in the name' });
  const bracketId = bracketIdOf(input.name, input.divisionId);
  const record = { tournamentId, bracketId, name: input.name, divisionId: input.divisionId ?? null };
  const { added } = await ports.structure.addBrackets([record]);
  if (added.length === 0) throw new ConflictError('A bracket with this name exists already');
  return { bracket: { bracketId, name: record.name, divisionId: record.divisionId } };
}

/** A bracket that still has teams is kept: move or remove the teams first. */
export async function deleteBracket(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, bracketId: string): Promise<{ message: string }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const bracket = await ports.structure.getBracket(tournamentId, bracketId);
  if (!bracket) throw new NotFoundError(MESSAGES.noSuchDocument);
  const teams = (await ports.structure.teams(tournamentId)).filter((team) => team.bracketId === bracketId || (!team.bracketId && team.bracket === bracket.name && !bracket.divisionId));
  if (teams.length > 0) throw new ConflictError(`This bracket has ${teams.length} team(s): move or remove them first`, IN_USE);
  if (!(await ports.structure.deleteBracket(tournamentId, bracketId))) throw new NotFoundError(MESSAGES.noSuchDocument);
  return { message: TOURNAMENT_MESSAGES.removed };
}
