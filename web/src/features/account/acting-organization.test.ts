import { describe, expect, it } from '@jest/globals';
import type { Membership } from './api/get-me';
import { organizerMemberships, pickActingOrganization } from './acting-organization';

const org = (orgId: string, roles: Membership['roles']): Membership => ({
  orgId,
  name: orgId,
  role: Object.fromEntries(roles.map((role) => [role, true])),
  roles,
});

const clubCoach = org('club', ['coach']);
const cup = org('cup', ['admin']);
const league = org('league', ['tournamentadmin', 'referee']);

describe('acting organization', () => {
  it('offers only organizations the user organizes (admin or tournamentadmin)', () => {
    expect(organizerMemberships([clubCoach, cup, league]).map((o) => o.orgId)).toEqual(['cup', 'league']);
  });

  it('defaults to the first organized one', () => {
    expect(pickActingOrganization([clubCoach, cup, league], null)?.orgId).toBe('cup');
  });

  it('keeps the remembered choice while it is still valid', () => {
    expect(pickActingOrganization([clubCoach, cup, league], 'league')?.orgId).toBe('league');
    expect(pickActingOrganization([clubCoach, cup, league], 'club')?.orgId).toBe('cup');
    expect(pickActingOrganization([clubCoach, cup, league], 'gone')?.orgId).toBe('cup');
  });

  it('is none for someone who organizes nothing', () => {
    expect(pickActingOrganization([clubCoach], null)).toBeUndefined();
    expect(pickActingOrganization([], 'cup')).toBeUndefined();
  });

  it('for a page coaches use too: the organizer choice when it qualifies, else the first coaching membership', () => {
    const teamRoles = ['admin', 'tournamentadmin', 'coach'] as const;
    expect(pickActingOrganization([clubCoach, cup], 'cup', teamRoles)?.orgId).toBe('cup');
    expect(pickActingOrganization([clubCoach], null, teamRoles)?.orgId).toBe('club');
    // Organizing only as a referee's assignor is no reason to leave the coach's club.
    expect(pickActingOrganization([org('ref', ['referee']), clubCoach], null, ['coach'])?.orgId).toBe('club');
    expect(pickActingOrganization([cup, clubCoach], 'cup', ['coach'])?.orgId).toBe('club');
  });
});
