import { teamKey } from '@pitchside/shared';
import { localCloudHandle } from '../../support/local-cloud-handle';
import { pushSubscriber } from '../../support/push-subscriber';
import { defineCases, type ActorKind } from './matrix-types';

const SIGNED_IN: ActorKind[] = ['admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor', 'otherCoach', 'otherOrgAdmin', 'crossLinkedTournamentAdmin'];
const ALL: ActorKind[] = ['anonymous', ...SIGNED_IN];

/**
 * Notifications. Following a published tournament's team is public (a phone, no account); registering a
 * phone for one's own role notifications needs a token and touches only the caller's own row.
 */
export const notificationsCases = defineCases({
  async setup(context) {
    const today = new Date().toISOString().slice(0, 10);
    const created = await context.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      token: context.adminToken,
      headers: context.demoOrg,
      body: { name: `Matrix Push ${Date.now()}`, type: 'tournament', days: 'weekends', startDate: today, endDate: today, venue: 'Matrix Park', ageGroups: ['u12'], genders: ['boys'] },
    });
    const tournamentId = created.body.tournament.tournamentId;
    await context.call('POST', `/api/tournaments/${tournamentId}/divisions`, { token: context.adminToken, headers: context.demoOrg, body: { name: 'U12 Boys A', age: 'u12', gender: 'boys' } });
    await context.call('POST', `/api/tournaments/${tournamentId}/teams`, { token: context.adminToken, headers: context.demoOrg, body: { team: 'Matrix Lions', division: 'U12 Boys A' } });
    await context.call('POST', `/api/tournaments/${tournamentId}/publish`, { token: context.adminToken, headers: context.demoOrg });
    return { tournamentId, phone: pushSubscriber(localCloudHandle().pushServiceOrigin, `matrix-${Date.now()}`) };
  },
  cases: {
    followTarget: {
      allowed: ALL,
      request: (f) => ({
        method: 'POST',
        path: `/api/push/tournaments/${f.tournamentId}/follows`,
        body: { subscription: f.phone.subscription, target: 'team', targetId: teamKey('Matrix Lions'), kinds: ['goal'] },
      }),
    },
    unfollowTarget: {
      allowed: ALL,
      request: (f) => ({
        method: 'POST',
        path: `/api/push/tournaments/${f.tournamentId}/unfollow`,
        body: { endpoint: f.phone.subscription.endpoint, target: 'team', targetId: teamKey('Matrix Lions') },
      }),
    },
    registerDevice: { allowed: SIGNED_IN, request: (f) => ({ method: 'PUT', path: '/api/push/devices', body: { subscription: f.phone.subscription } }) },
    unregisterDevice: { allowed: SIGNED_IN, request: (f) => ({ method: 'POST', path: '/api/push/devices/remove', body: { endpoint: f.phone.subscription.endpoint } }) },
  },
});
