import { MESSAGES, SKIP_REASONS } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import { inMemoryTournamentsPorts } from '../testing/in-memory-ports';
import { addPlayer, deletePlayer, importPlayers, listPlayers, updatePlayer } from './players';
import { createTeam, deleteTeam, getTeam, importTeams, listTeams, updateTeam } from './teams';

const actor = (uid: string, roles: Actor['roles']): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles });

function world() {
  const memory = inMemoryTournamentsPorts();
  memory.member('org-a', 'ada', { admin: true });
  memory.member('org-a', 'tara', { tournamentadmin: true });
  memory.member('org-a', 'carl', { coach: true });
  memory.member('org-a', 'cora', { coach: true });
  memory.member('org-b', 'bo', { admin: true });
  memory.member('org-b', 'bcoach', { coach: true });
  return {
    memory,
    ports: memory.ports,
    ada: actor('ada', ['admin']),
    tara: actor('tara', ['tournamentadmin']),
    carl: actor('carl', ['coach']),
    cora: actor('cora', ['coach']),
    bo: actor('bo', ['admin']),
  };
}

async function withTeam() {
  const context = world();
  const { team } = await createTeam(context.ports, context.ada, undefined, { name: 'U12 Blue', age: 'u12', gender: 'male', coachUid: 'carl' });
  return { ...context, teamId: team.teamId };
}

describe('teams', () => {
  it('creates a team with a coach of the organization, stores an HTML-looking name as given, refuses a stranger as coach', async () => {
    const { ports, ada } = world();
    const created = await createTeam(ports, ada, undefined, { name: '<b>Blue</b>', age: 'u12', gender: 'female', coachUid: 'carl' });
    expect(created).toMatchObject({ message: MESSAGES.teamAdded, team: { name: '<b>Blue</b>', totalPlayers: 0, coachUid: 'carl' } });
    await expect(createTeam(ports, ada, undefined, { name: 'Red', age: 'u12', gender: 'male', coachUid: 'bcoach' })).rejects.toMatchObject({ status: 400, fields: { coachUid: expect.any(String) } });
    await expect(createTeam(ports, ada, undefined, { name: 'Red', age: 'u12', gender: 'male', coachUid: 'tara' })).rejects.toMatchObject({ status: 400 });
  });

  it('shows admins and tournament admins every team of the organization, a coach only their own', async () => {
    const { ports, ada, tara, carl, cora, bo } = await withTeam();
    await createTeam(ports, ada, undefined, { name: 'U10 Red', age: 'u10', gender: 'female', coachUid: 'cora' });
    expect((await listTeams(ports, ada, undefined)).teams.map((team) => team.name)).toEqual(['U10 Red', 'U12 Blue']);
    expect((await listTeams(ports, tara, undefined)).teams).toHaveLength(2);
    expect((await listTeams(ports, carl, undefined)).teams.map((team) => team.name)).toEqual(['U12 Blue']);
    expect((await listTeams(ports, cora, undefined)).teams.map((team) => team.name)).toEqual(['U10 Red']);
    expect((await listTeams(ports, bo, undefined)).teams).toEqual([]);
  });

  it('lets a coach edit their own team but not hand it over, and hides other teams from them', async () => {
    const { ports, carl, cora, tara, bo, teamId } = await withTeam();
    expect((await updateTeam(ports, carl, undefined, teamId, { name: 'U12 Blue Stars' })).team.name).toBe('U12 Blue Stars');
    await expect(updateTeam(ports, carl, undefined, teamId, { coachUid: 'cora' })).rejects.toMatchObject({ status: 403 });
    const hidden = { status: 404, message: MESSAGES.teamDoesNotExist };
    await expect(getTeam(ports, cora, undefined, teamId)).rejects.toMatchObject(hidden);
    await expect(updateTeam(ports, cora, undefined, teamId, { name: 'Mine now' })).rejects.toMatchObject(hidden);
    await expect(getTeam(ports, bo, undefined, teamId)).rejects.toMatchObject(hidden);
    expect((await getTeam(ports, tara, undefined, teamId)).team.name).toBe('U12 Blue Stars');
    await expect(updateTeam(ports, tara, undefined, teamId, { name: 'Nope' })).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an edit made on a stale version', async () => {
    const { ports, memory, ada, teamId } = await withTeam();
    const stale = { ...(memory.teams.get(teamId) as NonNullable<ReturnType<typeof memory.teams.get>>) };
    await updateTeam(ports, ada, undefined, teamId, { name: 'First' });
    await expect(ports.teams.update(stale, { name: 'Second' })).resolves.toBeNull();
  });

  it('imports teams, skipping ids that exist (stored or repeated) and strangers as coaches; ids are per organization', async () => {
    const { ports, ada, bo } = world();
    const rows = [
      { id: 'T1', name: 'Blue', age: 'u12', gender: 'male' },
      { id: 'T2', name: 'Red', age: 'u12', gender: 'female', coachUid: 'bcoach' },
      { id: 'T1', name: 'Blue again', age: 'u12', gender: 'male' },
      { name: 'No id', age: 'u9', gender: 'male', row: 7 },
    ] as const;
    const first = await importTeams(ports, ada, undefined, { teams: rows.map((row) => ({ ...row })) });
    expect(first.message).toBe(MESSAGES.teamsImported);
    expect(first.added.map((team) => team.name)).toEqual(['Blue', 'No id']);
    expect(first.added[0]).toMatchObject({ teamId: 'org-a:T1', externalId: 'T1' });
    expect(first.skipped).toEqual([
      { index: 1, reason: expect.any(String) },
      { index: 2, reason: SKIP_REASONS.teamIdExists },
    ]);
    const again = await importTeams(ports, ada, undefined, { teams: [{ id: 'T1', name: 'Blue', age: 'u12', gender: 'male' }] });
    expect(again.added).toEqual([]);
    const other = await importTeams(ports, bo, undefined, { teams: [{ id: 'T1', name: 'Their Blue', age: 'u12', gender: 'male' }] });
    expect(other.added[0]?.teamId).toBe('org-b:T1');
  });

  it('deletes a team with its players and frees their registrationIds', async () => {
    const { ports, memory, ada, teamId } = await withTeam();
    await addPlayer(ports, ada, undefined, teamId, { name: 'Ana', registrationId: 'R1' });
    expect(await deleteTeam(ports, ada, undefined, teamId)).toEqual({ message: MESSAGES.teamDeleted });
    expect(memory.players.size + memory.registrations.size).toBe(0);
  });
});

describe('players', () => {
  it('keeps totalPlayers equal to the roster through adds and deletes', async () => {
    const { ports, memory, carl, teamId } = await withTeam();
    const ana = await addPlayer(ports, carl, undefined, teamId, { name: 'Ana Berg', registrationId: 'R1', jerseyNumber: 9 });
    expect(ana).toMatchObject({ message: MESSAGES.playerAdded, totalPlayers: 1 });
    await addPlayer(ports, carl, undefined, teamId, { name: 'Bo Lind' });
    const deleted = await deletePlayer(ports, carl, undefined, teamId, ana.player.playerId);
    expect(deleted).toEqual({ message: MESSAGES.playerDeleted, totalPlayers: 1 });
    const { team, players } = await listPlayers(ports, carl, undefined, teamId);
    expect(team.totalPlayers).toBe(players.length);
    expect(memory.teams.get(teamId)?.totalPlayers).toBe(1);
    await expect(deletePlayer(ports, carl, undefined, teamId, ana.player.playerId)).rejects.toMatchObject({ status: 404, message: MESSAGES.noSuchDocument });
  });

  it('refuses a registrationId already held in the organization, whatever its case', async () => {
    const { ports, ada, teamId } = await withTeam();
    await addPlayer(ports, ada, undefined, teamId, { name: 'Ana', registrationId: 'R1' });
    await expect(addPlayer(ports, ada, undefined, teamId, { name: 'Bo', registrationId: 'r1' })).rejects.toMatchObject({ status: 409, code: 'registration_taken' });
    const { player } = await addPlayer(ports, ada, undefined, teamId, { name: 'Cy', registrationId: 'R2' });
    await expect(updatePlayer(ports, ada, undefined, teamId, player.playerId, { registrationId: 'R1' })).rejects.toMatchObject({ status: 409 });
    const updated = await updatePlayer(ports, ada, undefined, teamId, player.playerId, { registrationId: 'R3', jerseyNumber: null });
    expect(updated).toMatchObject({ message: MESSAGES.playerUpdated, player: { registrationId: 'R3', jerseyNumber: null } });
    expect((await addPlayer(ports, ada, undefined, teamId, { name: 'Di', registrationId: 'R2' })).totalPlayers).toBe(3);
  });

  it("imports players with the spec's skip rules and reports each skipped row", async () => {
    const { ports, ada, teamId } = await withTeam();
    await addPlayer(ports, ada, undefined, teamId, { name: 'Ana', registrationId: 'R1' });
    const result = await importPlayers(ports, ada, undefined, teamId, {
      players: [
        { row: 2, name: "Eve O'Neill", registrationId: 'R1' },
        { row: 3, name: 'Fay', teamId: '' },
        { row: 4, name: 'Gus', registrationId: 'R9', extra: { shirtSize: 'M' } },
        { row: 5, name: 'Hal', registrationId: 'r9' },
        { row: 6, name: 'Ivy', teamId: 'someone-else' },
        { row: 7, name: 'Jo', teamId },
      ],
    });
    expect(result.message).toBe(MESSAGES.playersAdded);
    expect(result.added.map((player) => player.name)).toEqual(['Gus', 'Jo']);
    expect(result.added[0]?.extra).toEqual({ shirtSize: 'M' });
    expect(result.skipped).toEqual([
      { index: 0, row: 2, reason: SKIP_REASONS.registrationIdExists },
      { index: 1, row: 3, reason: SKIP_REASONS.noTeamId },
      { index: 3, row: 5, reason: SKIP_REASONS.registrationIdExists },
      { index: 4, row: 6, reason: SKIP_REASONS.otherTeam },
    ]);
    expect(result.totalPlayers).toBe(3);
  });

  it('lets a coach manage only their own roster, and a tournament admin only look', async () => {
    const { ports, cora, tara, teamId } = await withTeam();
    await expect(addPlayer(ports, cora, undefined, teamId, { name: 'Sneaky' })).rejects.toMatchObject({ status: 404 });
    await expect(addPlayer(ports, tara, undefined, teamId, { name: 'Sneaky' })).rejects.toMatchObject({ status: 403 });
    expect((await listPlayers(ports, tara, undefined, teamId)).players).toEqual([]);
    await expect(addPlayer(ports, cora, undefined, teamId, { name: 'Ana', teamId: 'other' })).rejects.toMatchObject({ status: 404 });
  });
});
