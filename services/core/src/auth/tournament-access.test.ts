import type { MembershipRecord } from '../data/organizations';
import type { TournamentRecord } from '../data/tournaments';
import { assertTeamAction, canSeeTournament, isTeamActionAllowed, loadTournamentAccess, teamAccess, tournamentPermissions } from './tournament-access';

const member = (uid: string, role: MembershipRecord['role'], orgId = 'org-a'): MembershipRecord => ({ orgId, uid, email: `${uid}@x.test`, displayName: uid, role });
const tournament = { tournamentId: 't1', orgId: 'org-a', organizerUid: 'ada' };

describe('tournament permissions', () => {
  it('gives an admin of the organization everything', () => {
    expect(tournamentPermissions(member('zed', { admin: true }), tournament, false)).toEqual({ manage: true, delete: true, manageAdmins: true });
  });

  it('lets a tournament admin manage only when linked or the organizer, never delete or link admins', () => {
    expect(tournamentPermissions(member('tara', { tournamentadmin: true }), tournament, false)).toBeNull();
    expect(tournamentPermissions(member('tara', { tournamentadmin: true }), tournament, true)).toEqual({ manage: true, delete: false, manageAdmins: false });
    expect(tournamentPermissions(member('ada', { tournamentadmin: true }), tournament, false)).toEqual({ manage: true, delete: false, manageAdmins: false });
  });

  it('lets a referee assignor read every tournament of the organization and change none', () => {
    const assignor = member('rita', { refereeassignor: true });
    expect(tournamentPermissions(assignor, tournament, false)).toEqual({ manage: false, delete: false, manageAdmins: false });
    expect(canSeeTournament(assignor, tournament, new Set())).toBe(true);
    expect(tournamentPermissions(member('rita', { refereeassignor: true }, 'org-b'), tournament, false)).toBeNull();
  });

  it("grants nothing to another organization's admin or to other roles", () => {
    expect(tournamentPermissions(member('bo', { admin: true }, 'org-b'), tournament, true)).toBeNull();
    expect(tournamentPermissions(member('carl', { coach: true, referee: true }), tournament, true)).toBeNull();
    expect(canSeeTournament(member('tara', { tournamentadmin: true }), tournament, new Set(['t1']))).toBe(true);
    expect(canSeeTournament(member('tara', { tournamentadmin: true }), tournament, new Set(['t2']))).toBe(false);
  });
});

describe('team access', () => {
  const team = { orgId: 'org-a', coachUid: 'carl' };
  it("admin manages, the team's coach edits it and its roster, a tournament admin reads", () => {
    expect(teamAccess(member('ada', { admin: true }), team)).toBe('manage');
    expect(teamAccess(member('carl', { coach: true }), team)).toBe('coach');
    expect(teamAccess(member('tara', { tournamentadmin: true }), team)).toBe('read');
    expect(isTeamActionAllowed('coach', 'roster')).toBe(true);
    expect(isTeamActionAllowed('coach', 'delete')).toBe(false);
    expect(isTeamActionAllowed('read', 'edit')).toBe(false);
  });

  it('hides a team from another coach and another organization (404), and refuses what a reader may not do (403)', () => {
    expect(teamAccess(member('cora', { coach: true }), team)).toBeNull();
    expect(teamAccess(member('bo', { admin: true }, 'org-b'), team)).toBeNull();
    expect(() => assertTeamAction(null, 'read')).toThrow(expect.objectContaining({ status: 404, message: 'Team document does not exist.' }));
    expect(() => assertTeamAction('read', 'roster')).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe('loading a tournament for a tournament admin', () => {
  const stored = { ...tournament, name: 'Cup' } as unknown as TournamentRecord;
  // A link written under organization B (an invitation sent by B naming A's tournament) for a tournament admin of A.
  const links = [{ userId: 'tara', tournamentId: 't1', orgId: 'org-b' }];
  const ports = {
    organizations: { membershipsOfUser: async () => [member('tara', { tournamentadmin: true }), member('tara', { tournamentadmin: true }, 'org-b')] },
    tournaments: {
      get: async (id: string) => (id === 't1' ? stored : null),
      isLinked: async (uid: string, tournamentId: string, orgId: string) => links.some((link) => link.userId === uid && link.tournamentId === tournamentId && link.orgId === orgId),
    },
  };
  const actor = { uid: 'tara', email: 'tara@x.test', displayName: 'Tara', roles: ['tournamentadmin' as const] };

  it('does not honour a link made in another organization', async () => {
    await expect(loadTournamentAccess(ports, actor, 'org-a', 't1', 'manage')).rejects.toMatchObject({ status: 404, message: 'Tournament not found' });
    await expect(loadTournamentAccess(ports, actor, 'org-b', 't1', 'read')).rejects.toMatchObject({ status: 404 });
  });

  it("honours a link made inside the tournament's organization", async () => {
    links.push({ userId: 'tara', tournamentId: 't1', orgId: 'org-a' });
    await expect(loadTournamentAccess(ports, actor, 'org-a', 't1', 'manage')).resolves.toMatchObject({ permissions: { manage: true, delete: false } });
  });
});
