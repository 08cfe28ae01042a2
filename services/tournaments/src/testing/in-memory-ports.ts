import type { MembershipRecord } from '@pitchside/core/data';
import { inMemoryRepositories, key } from '@pitchside/core/testing';
import type { TournamentsPorts } from '../ports';

/**
 * The tournaments ports over the shared in-memory repositories (services/core/src/testing), which keep
 * the DynamoDB adapters' promises: conditional creates, totalPlayers moving with the roster, one
 * registration per (organization, registrationId) regardless of case.
 */
export function inMemoryTournamentsPorts(start = new Date('2026-11-21T10:00:00Z')) {
  const clock = { now: () => start };
  const repositories = inMemoryRepositories(clock);
  const { tables } = repositories;
  let ids = 0;

  const ports: TournamentsPorts = {
    organizations: repositories.organizations,
    tournaments: repositories.tournaments,
    structure: repositories.structure,
    matches: repositories.matches,
    teams: repositories.teams,
    clock,
    newId: () => `id-${++ids}`,
  };

  return {
    ports,
    ...tables,
    /** Adds a member of an organization with the given roles; organizations here are payment-exempt (paid creation is the payments tests'). */
    member(orgId: string, uid: string, roles: MembershipRecord['role']): MembershipRecord {
      const membership = { orgId, uid, email: `${uid}@example.test`, displayName: uid, role: roles };
      tables.memberships.set(key(orgId, uid), membership);
      if (!tables.organizations.has(orgId)) tables.organizations.set(orgId, { orgId, name: orgId, ownerUid: uid, billing: 'exempt' });
      return membership;
    },
  };
}
