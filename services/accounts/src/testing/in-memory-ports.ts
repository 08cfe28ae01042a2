import type { Role } from '@pitchside/shared';
import type { IdentityAccount, OutgoingMail } from '@pitchside/core';
import type { InviteRecord } from '../adapters/invites';
import type { PasswordResetRecord } from '../adapters/password-resets';
import { copy, inMemoryRepositories, key } from '@pitchside/core/testing';
import type { AccountsPorts } from '../ports';

/**
 * In-memory versions of every accounts port, for unit tests of the use cases: organizations, users and
 * tournaments are the shared core fakes; identity, invites and resets are this service's own. `failNext`
 * makes the named operation throw once, to prove that a change lands everywhere or nowhere.
 */
export function inMemoryAccountsPorts(start = new Date('2026-11-21T10:00:00Z')) {
  const accounts = new Map<string, IdentityAccount & { password: string; displayName: string; roles: Role[]; sessions: number }>();
  const invites = new Map<string, InviteRecord>();
  const resets = new Map<string, PasswordResetRecord & { used: boolean }>();
  const latestResets = new Map<string, string>();
  const counters = new Map<string, number>();
  const outbox: OutgoingMail[] = [];
  const failures = new Set<string>();
  let now = start;
  let ids = 0;
  const clock = { now: () => now };
  const repositories = inMemoryRepositories(clock);
  const { users, organizations, memberships, tournaments, links } = repositories.tables;

  const maybeFail = (operation: string) => {
    if (failures.delete(operation)) throw new Error(`${operation} failed (injected)`);
  };

  const ports: AccountsPorts = {
    identity: {
      async findByEmail(email) {
        const account = [...accounts.values()].find((candidate) => candidate.email === email);
        return account ? { username: account.username, uid: account.uid, email: account.email, emailVerified: account.emailVerified } : null;
      },
      async createUser({ email, password, displayName, emailVerified }) {
        maybeFail('createUser');
        const uid = `uid-${++ids}`;
        accounts.set(uid, { username: `user-${uid}`, uid, email, emailVerified, password, displayName, roles: [], sessions: 1 });
        return { username: `user-${uid}`, uid, email, emailVerified };
      },
      async markEmailVerified(username, email) {
        for (const account of accounts.values()) if (account.username === username) Object.assign(account, { email, emailVerified: true });
      },
      async signOutEverywhere(username) {
        for (const account of accounts.values()) if (account.username === username) account.sessions = 0;
      },
      async deleteUser(username) {
        for (const [uid, account] of accounts) if (account.username === username) accounts.delete(uid);
      },
      async setPassword(username, password) {
        maybeFail('setPassword');
        for (const account of accounts.values()) if (account.username === username) account.password = password;
      },
      async setDisplayName(username, displayName) {
        for (const account of accounts.values()) if (account.username === username) account.displayName = displayName;
      },
      async setRoles(username, roles) {
        maybeFail('setRoles');
        for (const account of accounts.values()) if (account.username === username) account.roles = [...roles];
      },
      async rolesOf(username) {
        return [...accounts.values()].find((account) => account.username === username)?.roles ?? [];
      },
    },
    users: repositories.users,
    organizations: {
      ...repositories.organizations,
      async createOrganization(input) {
        maybeFail('createOrganization');
        return repositories.organizations.createOrganization(input);
      },
      async saveMembership(input) {
        maybeFail('saveMembership');
        return repositories.organizations.saveMembership(input);
      },
    },
    invites: {
      put: async (invite) => void invites.set(`${invite.orgId}/${invite.email}`, copy(invite)),
      delete: async (orgId, email) => void invites.delete(`${orgId}/${email}`),
      byTokenHash: async (tokenHash) => copy([...invites.values()].find((invite) => invite.tokenHash === tokenHash) ?? null),
      byId: async (inviteId) => copy([...invites.values()].find((invite) => invite.inviteId === inviteId) ?? null),
      listFor: async (orgId) => [...invites.values()].filter((invite) => invite.orgId === orgId).map(copy),
      async decline(invite, answeredAt) {
        const stored = invites.get(`${invite.orgId}/${invite.email}`);
        if (!stored || stored.tokenHash !== invite.tokenHash || stored.accepted || stored.declined || stored.revokedAt) return false;
        stored.declined = true;
        stored.answeredAt = answeredAt;
        return true;
      },
      async accept({ invite, answeredAt, membership, user, linkTournamentId }) {
        const stored = invites.get(`${invite.orgId}/${invite.email}`);
        if (!stored || stored.tokenHash !== invite.tokenHash || stored.accepted || stored.declined || stored.revokedAt) return false;
        Object.assign(stored, { accepted: true, answeredAt });
        memberships.set(key(membership.orgId, membership.uid), copy(membership));
        users.set(user.uid, copy(user));
        if (linkTournamentId) links.set(`${user.uid}/${linkTournamentId}`, { userId: user.uid, tournamentId: linkTournamentId, orgId: invite.orgId, createdAt: answeredAt });
        return true;
      },
    },
    tournaments: repositories.tournaments,
    resets: {
      async create(record) {
        resets.set(record.tokenHash, { ...copy(record), used: false });
        latestResets.set(record.uid, record.tokenHash);
      },
      async claim(tokenHash, at) {
        const reset = resets.get(tokenHash);
        if (!reset || reset.used || Date.parse(reset.validUntil) <= at.getTime() || latestResets.get(reset.uid) !== tokenHash) return null;
        reset.used = true;
        return copy(reset);
      },
      release: async (tokenHash) => void (resets.get(tokenHash) && ((resets.get(tokenHash) as { used: boolean }).used = false)),
      revokeAll: async (uid) => void latestResets.delete(uid),
    },
    rateLimiter: {
      async attempt(name, limit) {
        counters.set(name, (counters.get(name) ?? 0) + 1);
        return (counters.get(name) ?? 0) <= limit;
      },
    },
    mailer: {
      async send(mail) {
        maybeFail('sendMail');
        outbox.push(mail);
      },
    },
    clock,
    newId: () => `id-${++ids}`,
    appUrl: 'https://app.pitchside.test',
  };

  return {
    ports,
    accounts,
    users,
    organizations,
    memberships,
    invites,
    tournaments,
    links,
    outbox,
    failNext: (operation: string) => void failures.add(operation),
    advance: (milliseconds: number) => {
      now = new Date(now.getTime() + milliseconds);
    },
    /** The token in the newest e-mailed link to `email`. */
    linkToken(email: string): string {
      const mail = [...outbox].reverse().find((candidate) => candidate.to === email);
      const token = /token=([^\s&"]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error(`No link mailed to ${email}`);
      return decodeURIComponent(token);
    },
  };
}
