import { DEFAULT_TIE_BREAKERS, MESSAGES } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import { inMemoryTournamentsPorts } from '../testing/in-memory-ports';
import { tournamentForm } from '../testing/tournament-form';
import { linkTournamentAdmin, listTournamentAdmins, unlinkTournamentAdmin } from './tournament-admins';
import { addAgeGroup, addBracket, addDivision, deleteAgeGroup, deleteBracket, deleteDivision, HIDDEN_AGE_GROUP_IN_USE, updateDivision } from './tournament-structure';
import { key, unplayedMatchState } from '@pitchside/core/testing';
import type { MatchRecord } from '@pitchside/core/data';
import { addTournamentTeam, deleteTournamentTeam, listTournamentMatches, updateTournamentTeam } from './tournament-teams';
import { createTournament, deleteTournament, getTournament, listTournaments, setPublished, updateTournament } from './tournaments';

const actor = (uid: string, roles: Actor['roles']): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles });
const form = tournamentForm({ ageGroups: ['u10', 'u12'], genders: ['boys', 'girls'] });

function world() {
  const memory = inMemoryTournamentsPorts();
  memory.member('org-a', 'ada', { admin: true });
  memory.member('org-a', 'tara', { tournamentadmin: true });
  memory.member('org-a', 'carl', { coach: true });
  memory.member('org-b', 'bo', { admin: true });
  return { memory, ports: memory.ports, ada: actor('ada', ['admin']), tara: actor('tara', ['tournamentadmin']), carl: actor('carl', ['coach']), bo: actor('bo', ['admin']) };
}

async function withTournament() {
  const context = world();
  const { tournament } = await createTournament(context.ports, context.ada, undefined, form);
  return { ...context, tournamentId: tournament.tournamentId };
}

describe('creating and listing tournaments', () => {
  it('creates a draft owned by its creator with the chosen age groups, the Default bracket and the spec defaults', async () => {
    const { ports, ada, tournamentId } = await withTournament();
    const { tournament } = await getTournament(ports, ada, undefined, tournamentId);
    expect(tournament).toMatchObject({
      draft: true,
      organizerUid: 'ada',
      orgId: 'org-a',
      payment: { status: 'waived' },
      hasSchedule: false,
      firstHalfDuration: 2700,
      breakDuration: 900,
      secondHalfDuration: 2700,
      tieBreakers: [...DEFAULT_TIE_BREAKERS],
      permissions: { manage: true, delete: true, manageAdmins: true },
      counts: { ageGroups: 2, divisions: 0, brackets: 1, teams: 0, matches: 0 },
    });
    expect(tournament.structure.brackets).toEqual([{ bracketId: 'default', name: 'Default', divisionId: null }]);
  });

  it('wants a goal difference cap when the chain uses the capped goal difference', async () => {
    const { ports, ada } = world();
    await expect(createTournament(ports, ada, undefined, { ...form, tieBreakers: ['points', 'cappedGoalDifference'] })).rejects.toMatchObject({ status: 400, fields: { gdCap: expect.any(String) } });
  });

  it("shows an admin their organization's tournaments, a tournament admin only linked ones, another organization none", async () => {
    const { ports, ada, tara, bo, tournamentId } = await withTournament();
    await createTournament(ports, ada, undefined, { ...form, name: 'Winter Cup' });
    expect((await listTournaments(ports, ada, undefined)).tournaments).toHaveLength(2);
    expect((await listTournaments(ports, bo, undefined)).tournaments).toHaveLength(0);
    expect((await listTournaments(ports, tara, undefined)).tournaments).toHaveLength(0);
    await linkTournamentAdmin(ports, ada, undefined, tournamentId, { uid: 'tara' });
    expect((await listTournaments(ports, tara, undefined)).tournaments.map((t) => t.tournamentId)).toEqual([tournamentId]);
    await expect(listTournaments(ports, ada, 'org-b')).rejects.toMatchObject({ status: 403 });
  });

  it('answers "Tournament not found" for a missing one, another organization\'s, and an unlinked tournament admin', async () => {
    const { ports, bo, tara, ada, tournamentId } = await withTournament();
    const notFound = { status: 404, message: MESSAGES.tournamentNotFound };
    await expect(getTournament(ports, ada, undefined, 'nope')).rejects.toMatchObject(notFound);
    await expect(getTournament(ports, bo, undefined, tournamentId)).rejects.toMatchObject(notFound);
    await expect(deleteTournament(ports, bo, undefined, tournamentId)).rejects.toMatchObject(notFound);
    await expect(getTournament(ports, tara, undefined, tournamentId)).rejects.toMatchObject(notFound);
  });

  it('lets a linked tournament admin manage but not delete it or link admins', async () => {
    const { ports, ada, tara, tournamentId } = await withTournament();
    await linkTournamentAdmin(ports, ada, undefined, tournamentId, { uid: 'tara' });
    expect((await getTournament(ports, tara, undefined, tournamentId)).tournament.permissions).toEqual({ manage: true, delete: false, manageAdmins: false });
    expect((await setPublished(ports, tara, undefined, tournamentId, true)).tournament.draft).toBe(false);
    await expect(deleteTournament(ports, tara, undefined, tournamentId)).rejects.toMatchObject({ status: 403 });
    await expect(linkTournamentAdmin(ports, tara, undefined, tournamentId, { uid: 'tara' })).rejects.toMatchObject({ status: 403 });
  });

  it('publishes and unpublishes, and checks dates on edit against the stored ones', async () => {
    const { ports, ada, tournamentId } = await withTournament();
    expect((await setPublished(ports, ada, undefined, tournamentId, true)).tournament.draft).toBe(false);
    expect((await setPublished(ports, ada, undefined, tournamentId, false)).tournament.draft).toBe(true);
    await expect(updateTournament(ports, ada, undefined, tournamentId, { endDate: '2026-05-01' })).rejects.toMatchObject({ status: 400, fields: { endDate: expect.any(String) } });
    expect((await updateTournament(ports, ada, undefined, tournamentId, { venue: 'North Field', gdCap: 3, ageGroups: ['u12', 'u14'] })).tournament).toMatchObject({
      venue: 'North Field',
      ageGroups: ['u12', 'u14'],
    });
    expect((await getTournament(ports, ada, undefined, tournamentId)).tournament.structure.ageGroups.map((group) => group.name)).toEqual(['u10', 'u12', 'u14']);
  });
});

describe('structure of a tournament', () => {
  it('adds divisions (and their age group), refuses a second of the same name, and renames one nobody uses', async () => {
    const { ports, ada, tournamentId } = await withTournament();
    const { division } = await addDivision(ports, ada, undefined, tournamentId, { name: 'Boys U14 – Elite', age: 'u14', gender: 'boys' });
    expect(division.divisionId).toBe('boys-u14-elite');
    await expect(addDivision(ports, ada, undefined, tournamentId, { name: 'boys u14 elite', age: 'u14', gender: 'boys' })).rejects.toMatchObject({ status: 409 });
    expect((await getTournament(ports, ada, undefined, tournamentId)).tournament.structure.ageGroups.map((group) => group.name)).toEqual(['u10', 'u12', 'u14']);
    const renamed = await updateDivision(ports, ada, undefined, tournamentId, division.divisionId, { name: 'Boys U14' });
    expect(renamed.division.divisionId).toBe('boys-u14');
    await expect(updateDivision(ports, ada, undefined, tournamentId, 'boys-u14-elite', { age: 'u15' })).rejects.toMatchObject({ status: 404, message: MESSAGES.noSuchDocument });
  });

  it('keeps a division or bracket that teams use, and deletes it once they are gone', async () => {
    const { ports, ada, tournamentId } = await withTournament();
    await addDivision(ports, ada, undefined, tournamentId, { name: 'Girls U12', age: 'u12', gender: 'girls' });
    const { bracket } = await addBracket(ports, ada, undefined, tournamentId, { name: 'Group A', divisionId: 'girls-u12' });
    expect(bracket.bracketId).toBe('girls-u12--group-a');
    const { team } = await addTournamentTeam(ports, ada, undefined, tournamentId, { team: 'Hammarby IF U12 Blue', club: 'Hammarby IF', division: 'Girls U12', bracket: 'Group A' });
    expect(team).toMatchObject({ teamKey: 'u12blue', bracket: 'Group A', age: 'u12', gender: 'girls', position: 0 });
    await expect(deleteDivision(ports, ada, undefined, tournamentId, 'girls-u12')).rejects.toMatchObject({ status: 409 });
    await expect(deleteBracket(ports, ada, undefined, tournamentId, bracket.bracketId)).rejects.toMatchObject({ status: 409 });
    await deleteTournamentTeam(ports, ada, undefined, tournamentId, team.teamKey);
    await deleteBracket(ports, ada, undefined, tournamentId, bracket.bracketId);
    await expect(deleteDivision(ports, ada, undefined, tournamentId, 'girls-u12')).resolves.toEqual({ message: expect.any(String) });
  });

  it('takes an age group as any spelling of an age', async () => {
    const { ports, ada, tournamentId } = await withTournament();
    await addAgeGroup(ports, ada, undefined, tournamentId, { name: 'u9' });
    await expect(addAgeGroup(ports, ada, undefined, tournamentId, { name: 'u9' })).rejects.toMatchObject({ status: 409 });
    await deleteAgeGroup(ports, ada, undefined, tournamentId, 'U9');
    await expect(deleteAgeGroup(ports, ada, undefined, tournamentId, 'u9')).rejects.toMatchObject({ status: 404 });
  });
});

describe('an age group whose results are hidden', () => {
  it('is not deleted while its matches stay: that would publish their scores', async () => {
    const { ports, memory, ada, tournamentId } = await withTournament();
    memory.ageGroups.set(key(tournamentId, 'u12'), { tournamentId, name: 'u12', hideResults: true });
    memory.matches.set(key(tournamentId, 'm1'), { ...unplayedMatchState(), tournamentId, matchId: 'm1', age: 'u12', gender: 'boys', division: 'Boys U12' } as unknown as MatchRecord);
    await expect(deleteAgeGroup(ports, ada, undefined, tournamentId, 'u12')).rejects.toMatchObject({ status: 409, message: HIDDEN_AGE_GROUP_IN_USE });
    expect(memory.ageGroups.get(key(tournamentId, 'u12'))).toMatchObject({ hideResults: true });
    memory.matches.delete(key(tournamentId, 'm1'));
    await expect(deleteAgeGroup(ports, ada, undefined, tournamentId, 'u12')).resolves.toEqual({ message: expect.any(String) });
  });
});

describe('teams in a tournament', () => {
  it('deduplicates by name with the club removed, puts teams without a bracket in Default, and moves them', async () => {
    const { ports, ada, tournamentId } = await withTournament();
    await addDivision(ports, ada, undefined, tournamentId, { name: 'Boys U12', age: 'u12', gender: 'boys' });
    await addDivision(ports, ada, undefined, tournamentId, { name: 'Boys U13', age: 'u13', gender: 'boys' });
    const { team, message } = await addTournamentTeam(ports, ada, undefined, tournamentId, { team: 'AIK U12', division: 'Boys U12' });
    expect(message).toBe(MESSAGES.teamAdded);
    expect(team.bracket).toBe('Default');
    await expect(addTournamentTeam(ports, ada, undefined, tournamentId, { team: 'aik  u12', division: 'Boys U12' })).rejects.toMatchObject({ status: 409 });
    await expect(addTournamentTeam(ports, ada, undefined, tournamentId, { team: 'IFK', division: 'Nowhere' })).rejects.toMatchObject({ status: 400, fields: { division: expect.any(String) } });
    const moved = await updateTournamentTeam(ports, ada, undefined, tournamentId, team.teamKey, { division: 'Boys U13' });
    expect(moved.team).toMatchObject({ division: 'Boys U13', age: 'u13', bracket: 'Default' });
    await expect(updateTournamentTeam(ports, ada, undefined, tournamentId, 'ghost', { age: 'u9' })).rejects.toMatchObject({ status: 404, message: MESSAGES.teamDoesNotExist });
  });

  it("lists the tournament's matches by kick-off, optionally of one division", async () => {
    const { ports, memory, ada, tournamentId } = await withTournament();
    const base = { tournamentId, age: 'u12', gender: 'boys', homeTeam: 'A', awayTeam: 'B', source: 'import' } as const;
    await ports.matches.addFixtures([
      { ...base, matchId: 'm2', division: 'Boys U12', date: '2026-06-02' },
      { ...base, matchId: 'm1', division: 'Girls U12', date: '2026-06-01' },
    ]);
    expect(memory.matches.size).toBe(2);
    expect((await listTournamentMatches(ports, ada, undefined, tournamentId, {})).matches.map((match) => match.matchId).sort()).toEqual(['m1', 'm2']);
    expect((await listTournamentMatches(ports, ada, undefined, tournamentId, { division: 'Boys U12' })).matches.map((match) => match.matchId)).toEqual(['m2']);
  });
});

describe('tournament admins and deleting', () => {
  it('links only tournament admins of the organization, lists and unlinks them', async () => {
    const { ports, ada, tournamentId } = await withTournament();
    await expect(linkTournamentAdmin(ports, ada, undefined, tournamentId, { uid: 'carl' })).rejects.toMatchObject({ status: 400, fields: { uid: expect.any(String) } });
    await expect(linkTournamentAdmin(ports, ada, undefined, tournamentId, { uid: 'bo' })).rejects.toMatchObject({ status: 400 });
    await linkTournamentAdmin(ports, ada, undefined, tournamentId, { uid: 'tara' });
    expect((await listTournamentAdmins(ports, ada, undefined, tournamentId)).admins.map((admin) => admin.uid)).toEqual(['tara']);
    await unlinkTournamentAdmin(ports, ada, undefined, tournamentId, 'tara');
    await expect(unlinkTournamentAdmin(ports, ada, undefined, tournamentId, 'tara')).rejects.toMatchObject({ status: 404 });
  });

  it('deletes the tournament with every child', async () => {
    const { ports, memory, ada, tournamentId } = await withTournament();
    await addDivision(ports, ada, undefined, tournamentId, { name: 'Boys U12', age: 'u12', gender: 'boys' });
    await addTournamentTeam(ports, ada, undefined, tournamentId, { team: 'AIK', division: 'Boys U12' });
    await linkTournamentAdmin(ports, ada, undefined, tournamentId, { uid: 'tara' });
    const result = await deleteTournament(ports, ada, undefined, tournamentId);
    expect(result.deleted).toMatchObject({ ageGroups: 2, divisions: 1, brackets: 1, teams: 1, links: 1 });
    expect(memory.tournaments.size + memory.ageGroups.size + memory.tournamentTeams.size + memory.links.size).toBe(0);
    await expect(getTournament(ports, ada, undefined, tournamentId)).rejects.toMatchObject({ status: 404, message: MESSAGES.tournamentNotFound });
  });
});

describe('the dispute window', () => {
  it('is 60 minutes unless the organizer sets it, and the organizer may change it', async () => {
    const { ports, ada, tournamentId } = await withTournament();
    expect((await getTournament(ports, ada, undefined, tournamentId)).tournament.disputeWindowMinutes).toBe(60);
    await updateTournament(ports, ada, undefined, tournamentId, { disputeWindowMinutes: 15 });
    expect((await getTournament(ports, ada, undefined, tournamentId)).tournament.disputeWindowMinutes).toBe(15);
    const { tournament } = await createTournament(ports, ada, undefined, { ...form, name: 'Quick Cup', disputeWindowMinutes: 0 });
    expect((await getTournament(ports, ada, undefined, tournament.tournamentId)).tournament.disputeWindowMinutes).toBe(0);
  });
});
