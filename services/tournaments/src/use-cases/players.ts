import {
  compareNames,
  MESSAGES,
  SKIP_REASONS,
  type CreatePlayerInput,
  type ImportPlayersInput,
  type ImportPlayersResult,
  type PlayerSummary,
  type SkippedRow,
  type TeamSummary,
  type UpdatePlayerInput,
  formText,
} from '@pitchside/shared';
import { ConflictError, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import { TeamGone, type PlayerRecord, type TeamRecord } from '@pitchside/core/data';
import type { TournamentsPorts } from '../ports';
import { playerSummary, teamSummary } from './summaries';
import { teamFor } from './teams';

type Ports = Pick<TournamentsPorts, 'organizations' | 'teams' | 'clock' | 'newId'>;

const REGISTRATION_TAKEN = formText('form.skip.playerIdExists');
/** RegistrationIds are unique per organization regardless of case ('R1' and 'r1' are one). */
const registrationKey = (id: string | null | undefined) => (id ? id.trim().toLowerCase() : '');

async function writePlayers(ports: Ports, team: TeamRecord, players: PlayerRecord[]) {
  try {
    return await ports.teams.addPlayers(team.teamId, players);
  } catch (error) {
    if (error instanceof TeamGone) throw new NotFoundError(MESSAGES.teamDoesNotExist);
    throw error;
  }
}

export async function listPlayers(ports: Ports, actor: Actor, orgId: string | undefined, teamId: string): Promise<{ team: TeamSummary; players: PlayerSummary[] }> {
  const { team } = await teamFor(ports, actor, orgId, teamId, 'read');
  const players = await ports.teams.listPlayers(teamId);
  players.sort((a, b) => (a.jerseyNumber ?? 1000) - (b.jerseyNumber ?? 1000) || compareNames(a.name, b.name));
  return { team: teamSummary(team), players: players.map(playerSummary) };
}

function newPlayer(ports: Ports, team: TeamRecord, input: Omit<CreatePlayerInput, 'teamId'> & { extra?: PlayerRecord['extra'] | undefined }, source: PlayerRecord['source']): PlayerRecord {
  return {
    teamId: team.teamId,
    playerId: ports.newId(),
    orgId: team.orgId,
    name: input.name,
    registrationId: input.registrationId ?? null,
    jerseyNumber: input.jerseyNumber ?? null,
    position: input.position || null,
    dateOfBirth: input.dateOfBirth ?? null,
    extra: input.extra ?? {},
    source,
  };
}

/** Adds one player; the team's totalPlayers grows with it. A registrationId held by anyone in the organization is a 409. */
export async function addPlayer(
  ports: Ports,
  actor: Actor,
  orgId: string | undefined,
  teamId: string,
  input: CreatePlayerInput,
): Promise<{ message: string; player: PlayerSummary; totalPlayers: number }> {
  const { team } = await teamFor(ports, actor, orgId, teamId, 'roster');
  if (input.teamId && input.teamId !== teamId) throw new ValidationError('Some fields are not valid', { teamId: 'Add the player through their own team' });
  const { teamId: _teamId, ...fields } = input;
  const { added, totalPlayers } = await writePlayers(ports, team, [newPlayer(ports, team, fields, 'manual')]);
  const [player] = added;
  if (!player) throw new ConflictError(REGISTRATION_TAKEN, 'registration_taken');
  return { message: MESSAGES.playerAdded, player: playerSummary(player), totalPlayers };
}

/**
 * Bulk add with spec §5's rules: a row without a team id, a row of another team, and a row whose
 * registrationId exists (stored, earlier in the request, or taken by a concurrent add) are skipped and
 * reported; the others are added and totalPlayers follows.
 */
export async function importPlayers(ports: Ports, actor: Actor, orgId: string | undefined, teamId: string, input: ImportPlayersInput): Promise<ImportPlayersResult> {
  const { team } = await teamFor(ports, actor, orgId, teamId, 'roster');
  const skipped: SkippedRow[] = [];
  const skip = (index: number, row: number | undefined, reason: string) => skipped.push({ index, ...(row ? { row } : {}), reason });
  const ownIds = new Set([team.teamId, team.externalId].filter((id): id is string => Boolean(id)));
  const taken = await ports.teams.takenRegistrations(
    team.orgId,
    input.players.flatMap((row) => (row.registrationId ? [row.registrationId] : [])),
  );
  const claimed = new Set([...taken].map(registrationKey));
  const candidates: { player: PlayerRecord; index: number; row: number | undefined }[] = [];
  input.players.forEach((row, index) => {
    if (row.teamId !== undefined && !row.teamId) return skip(index, row.row, SKIP_REASONS.noTeamId);
    if (row.teamId && !ownIds.has(row.teamId)) return skip(index, row.row, SKIP_REASONS.otherTeam);
    const key = registrationKey(row.registrationId);
    if (key && claimed.has(key)) return skip(index, row.row, SKIP_REASONS.registrationIdExists);
    if (key) claimed.add(key);
    const { row: _row, teamId: _teamId, ...fields } = row;
    candidates.push({ player: newPlayer(ports, team, fields, 'import'), index, row: row.row });
  });
  const {
    added,
    taken: lost,
    totalPlayers,
  } = await writePlayers(
    ports,
    team,
    candidates.map((candidate) => candidate.player),
  );
  const lostIds = new Set(lost.map((player) => player.playerId));
  for (const candidate of candidates) if (lostIds.has(candidate.player.playerId)) skip(candidate.index, candidate.row, SKIP_REASONS.registrationIdExists);
  skipped.sort((a, b) => a.index - b.index);
  return { message: MESSAGES.playersAdded, added: added.map(playerSummary), skipped, totalPlayers };
}

async function existingPlayer(ports: Ports, teamId: string, playerId: string): Promise<PlayerRecord> {
  const player = playerId ? await ports.teams.getPlayer(teamId, playerId) : null;
  if (!player) throw new NotFoundError(MESSAGES.noSuchDocument);
  return player;
}

/** `null` clears a field; a new registrationId must be free in the organization (409 otherwise). */
export async function updatePlayer(
  ports: Ports,
  actor: Actor,
  orgId: string | undefined,
  teamId: string,
  playerId: string,
  input: UpdatePlayerInput,
): Promise<{ message: string; player: PlayerSummary }> {
  await teamFor(ports, actor, orgId, teamId, 'roster');
  const previous = await existingPlayer(ports, teamId, playerId);
  const pick = <K extends keyof UpdatePlayerInput & keyof PlayerRecord>(key: K) => (input[key] === undefined ? previous[key] : input[key]) as PlayerRecord[K];
  const next: PlayerRecord = {
    ...previous,
    name: input.name ?? previous.name,
    registrationId: pick('registrationId'),
    jerseyNumber: pick('jerseyNumber'),
    position: pick('position') || null,
    dateOfBirth: pick('dateOfBirth'),
  };
  const outcome = await ports.teams.updatePlayer(previous, next);
  if (outcome === 'missing') throw new NotFoundError(MESSAGES.noSuchDocument);
  if (outcome === 'registration_taken') throw new ConflictError(REGISTRATION_TAKEN, 'registration_taken');
  return { message: MESSAGES.playerUpdated, player: playerSummary(next) };
}

export async function deletePlayer(ports: Ports, actor: Actor, orgId: string | undefined, teamId: string, playerId: string): Promise<{ message: string; totalPlayers: number }> {
  await teamFor(ports, actor, orgId, teamId, 'roster');
  const player = await existingPlayer(ports, teamId, playerId);
  if (!(await ports.teams.deletePlayer(player))) throw new NotFoundError(MESSAGES.noSuchDocument);
  return { message: MESSAGES.playerDeleted, totalPlayers: (await ports.teams.get(teamId))?.totalPlayers ?? 0 };
}
