import {
  bracketIdOf,
  DEFAULT_BRACKET,
  divisionIdOf,
  MESSAGES,
  TOURNAMENT_MESSAGES,
  type CreateTournamentTeamInput,
  type ListTournamentMatchesQuery,
  type MatchSummary,
  type TournamentTeamSummary,
  type UpdateTournamentTeamInput,
} from '@pitchside/shared';
import { ConflictError, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import { newTournamentTeamRecord, type BracketRecord, type DivisionRecord, type TournamentTeamRecord } from '@pitchside/core/data';
import type { TournamentsPorts } from '../ports';
import { tournamentFor } from './access';
import { matchSummary, tournamentTeamSummary } from './summaries';

type Ports = Pick<TournamentsPorts, 'organizations' | 'tournaments' | 'structure' | 'matches' | 'teams'>;

const invalid = (field: string, message: string) => new ValidationError('Some fields are not valid', { [field]: message });

async function divisionNamed(ports: Ports, tournamentId: string, name: string): Promise<DivisionRecord> {
  const division = await ports.structure.getDivision(tournamentId, divisionIdOf(name));
  if (!division) throw invalid('division', 'No such division in this tournament: add it first');
  return division;
}

/** The division's own bracket of that name, else the tournament-wide one; 'Default' is created when missing. */
async function bracketNamed(ports: Ports, tournamentId: string, name: string, division: DivisionRecord): Promise<BracketRecord> {
  const own = await ports.structure.getBracket(tournamentId, bracketIdOf(name, division.divisionId));
  if (own) return own;
  const shared = await ports.structure.getBracket(tournamentId, bracketIdOf(name));
  if (shared) return shared;
  if (bracketIdOf(name) !== bracketIdOf(DEFAULT_BRACKET)) throw invalid('bracket', 'No such bracket in this tournament: add it first');
  const fallback = { tournamentId, bracketId: bracketIdOf(DEFAULT_BRACKET), name: DEFAULT_BRACKET, divisionId: null };
  await ports.structure.addBrackets([fallback]);
  return fallback;
}

/** A linked organization team must be one of this organization's. */
async function assertOwnTeam(ports: Ports, orgId: string, teamId: string | null | undefined): Promise<void> {
  if (!teamId) return;
  const team = await ports.teams.get(teamId);
  if (!team || team.orgId !== orgId) throw invalid('teamId', MESSAGES.teamDoesNotExist);
}

/** Spec §5: tournament teams are deduplicated by name with the club removed (`teamKey`); a second one is refused. */
export async function addTournamentTeam(
  ports: Ports,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  input: CreateTournamentTeamInput,
): Promise<{ message: string; team: TournamentTeamSummary }> {
  const { tournament } = await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const division = await divisionNamed(ports, tournamentId, input.division);
  const bracket = await bracketNamed(ports, tournamentId, input.bracket || DEFAULT_BRACKET, division);
  await assertOwnTeam(ports, tournament.orgId, input.teamId);
  const record = newTournamentTeamRecord({
    tournamentId,
    organizerUid: tournament.organizerUid,
    team: input.team,
    club: input.club,
    division,
    bracket,
    age: input.age,
    gender: input.gender,
    teamId: input.teamId,
    source: 'manual',
  });
  const { added } = await ports.structure.addTeams([record]);
  if (added.length === 0) throw new ConflictError('This team is in the tournament already', 'team_exists');
  return { message: MESSAGES.teamAdded, team: tournamentTeamSummary(record) };
}

async function existingTeam(ports: Ports, tournamentId: string, key: string): Promise<TournamentTeamRecord> {
  const team = await ports.structure.getTeam(tournamentId, key);
  if (!team) throw new NotFoundError(MESSAGES.teamDoesNotExist);
  return team;
}

/** Moves a team to another division or bracket, or corrects its age and gender. Its name and club are its key. */
export async function updateTournamentTeam(
  ports: Ports,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  key: string,
  input: UpdateTournamentTeamInput,
): Promise<{ message: string; team: TournamentTeamSummary }> {
  const { tournament } = await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  const current = await existingTeam(ports, tournamentId, key);
  const divisionChanged = input.division !== undefined && divisionIdOf(input.division) !== (current.divisionId ?? divisionIdOf(current.division));
  const division = input.division !== undefined ? await divisionNamed(ports, tournamentId, input.division) : null;
  const bracket =
    input.bracket !== undefined || divisionChanged
      ? await bracketNamed(ports, tournamentId, input.bracket || (divisionChanged ? DEFAULT_BRACKET : current.bracket), division ?? (await divisionNamed(ports, tournamentId, current.division)))
      : null;
  if (input.teamId) await assertOwnTeam(ports, tournament.orgId, input.teamId);
  const next: TournamentTeamRecord = {
    ...current,
    ...(division ? { division: division.name, divisionId: division.divisionId } : {}),
    ...(bracket ? { bracket: bracket.name, bracketId: bracket.bracketId } : {}),
    age: input.age ?? (divisionChanged && division ? division.age : current.age),
    gender: input.gender ?? (divisionChanged && division ? division.gender : current.gender),
    teamId: input.teamId === undefined ? current.teamId : input.teamId,
  };
  if (!(await ports.structure.updateTeam(next))) throw new NotFoundError(MESSAGES.teamDoesNotExist);
  return { message: TOURNAMENT_MESSAGES.teamUpdated, team: tournamentTeamSummary(next) };
}

export async function deleteTournamentTeam(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, key: string): Promise<{ message: string }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'manage');
  if (!(await ports.structure.deleteTeam(tournamentId, key))) throw new NotFoundError(MESSAGES.teamDoesNotExist);
  return { message: MESSAGES.teamDeleted };
}

export async function listTournamentMatches(ports: Ports, actor: Actor, orgId: string | undefined, tournamentId: string, query: ListTournamentMatchesQuery): Promise<{ matches: MatchSummary[] }> {
  await tournamentFor(ports, actor, orgId, tournamentId, 'read');
  return { matches: (await ports.matches.listByTournament(tournamentId, query.division)).map(matchSummary) };
}
