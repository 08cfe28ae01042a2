import type { MembershipRecord } from '../../data/organizations';
import type { UserRecord } from '../../data/users';
import { uniqueId, type RepositorySubject } from './subject';

const member = (orgId: string, uid: string, role: MembershipRecord['role']): MembershipRecord => ({ orgId, uid, email: `${uid}@example.test`, displayName: uid, role });
const user = (uid: string, role: UserRecord['role']): UserRecord => ({ uid, email: `${uid}@example.test`, displayName: uid, role });

/** Organizations, memberships and users: the promises the accounts use cases lean on. */
export function organizationContract(subject: () => RepositorySubject): void {
  describe('organization repository', () => {
    it('creates an organization with its owner and the owner\'s user in one write, billing "pay" unless exempt', async () => {
      const { organizations, users } = subject();
      const orgId = uniqueId('org');
      const uid = uniqueId('owner');
      await organizations.createOrganization({ organization: { orgId, name: 'Harbour FC', ownerUid: uid }, owner: member(orgId, uid, { admin: true }), user: user(uid, { admin: true }) });
      expect(await organizations.getOrganization(orgId)).toMatchObject({ orgId, name: 'Harbour FC', ownerUid: uid, billing: 'pay' });
      expect(await organizations.getMembership(orgId, uid)).toMatchObject({ orgId, uid, role: { admin: true } });
      expect((await organizations.membersOf(orgId)).map((entry) => entry.uid)).toEqual([uid]);
      expect((await organizations.membershipsOfUser(uid)).map((entry) => entry.orgId)).toEqual([orgId]);
      expect(await users.findByUid(uid)).toMatchObject({ uid, role: { admin: true } });
      expect(await organizations.getOrganizations([orgId, uniqueId('missing')])).toEqual([{ orgId, name: 'Harbour FC', ownerUid: uid }]);
    });

    it('refuses a new membership for someone who is a member already, and writes nothing of it', async () => {
      const { organizations, users } = subject();
      const orgId = uniqueId('org');
      const uid = uniqueId('coach');
      await organizations.saveMembership({ membership: member(orgId, uid, { coach: true }), user: user(uid, { coach: true }), isNew: true });
      await expect(organizations.saveMembership({ membership: member(orgId, uid, { referee: true }), user: user(uid, { referee: true }), isNew: true })).rejects.toThrow();
      expect(await organizations.getMembership(orgId, uid)).toMatchObject({ role: { coach: true } });
      expect((await users.findByUid(uid))?.role).toEqual({ coach: true });
      await organizations.saveMembership({ membership: member(orgId, uid, { referee: true }), user: user(uid, { referee: true }), isNew: false });
      expect((await organizations.getMembership(orgId, uid))?.role).toEqual({ referee: true });
    });

    it("removes a membership with the user's new role map, or the user with the last membership", async () => {
      const { organizations, users } = subject();
      const [orgA, orgB] = [uniqueId('org'), uniqueId('org')];
      const uid = uniqueId('both');
      await organizations.saveMembership({ membership: member(orgA, uid, { coach: true }), user: user(uid, { coach: true }), isNew: true });
      await organizations.saveMembership({ membership: member(orgB, uid, { referee: true }), user: user(uid, { coach: true, referee: true }), isNew: true });
      await organizations.removeMembership({ orgId: orgA, uid, user: user(uid, { referee: true }) });
      expect(await organizations.getMembership(orgA, uid)).toBeNull();
      expect((await users.findByUid(uid))?.role).toEqual({ referee: true });
      await organizations.removeMembership({ orgId: orgB, uid, user: null });
      expect(await users.findByUid(uid)).toBeNull();
      expect(await organizations.membershipsOfUser(uid)).toEqual([]);
    });

    it('copies a profile change onto every membership', async () => {
      const { organizations, users } = subject();
      const orgId = uniqueId('org');
      const uid = uniqueId('renamed');
      await organizations.saveMembership({ membership: member(orgId, uid, { coach: true }), user: user(uid, { coach: true }), isNew: true });
      const renamed = { ...user(uid, { coach: true }), displayName: 'New Name', email: 'new@example.test' };
      await organizations.updateProfile({ user: renamed, memberships: await organizations.membershipsOfUser(uid) });
      expect(await organizations.getMembership(orgId, uid)).toMatchObject({ displayName: 'New Name', email: 'new@example.test', role: { coach: true } });
      expect(await users.findByUid(uid)).toMatchObject({ displayName: 'New Name' });
    });

    it('reads a missing organization, membership or user as null', async () => {
      const { organizations, users } = subject();
      expect(await organizations.getOrganization(uniqueId('org'))).toBeNull();
      expect(await organizations.getMembership(uniqueId('org'), 'nobody')).toBeNull();
      expect(await users.findByUid(uniqueId('user'))).toBeNull();
    });
  });
}
