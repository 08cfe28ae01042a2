import { uniqueEmail } from '../../support/api-client';
import { defineCases, type ActorKind, type MatrixContext } from './matrix-types';

const ALL: ActorKind[] = ['anonymous', 'admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor', 'otherCoach', 'otherOrgAdmin'];
const SIGNED_IN = ALL.filter((actor) => actor !== 'anonymous');

async function freshMember(context: MatrixContext): Promise<string> {
  const created = await context.call<{ user: { uid: string } }>('POST', '/api/auth/create-user', {
    token: context.adminToken, headers: context.demoOrg,
    body: { email: uniqueEmail('matrix'), password: 'Matrix123', displayName: 'Matrix Member', role: { coach: true } },
  });
  return created.body.user.uid;
}

export const accountsCases = defineCases({
  async setup(context) {
    const coach = await context.call<{ user: { uid: string } }>('POST', '/api/auth/create-user', {
      token: context.adminToken, headers: context.demoOrg,
      body: { email: uniqueEmail('fixture-coach'), password: 'Matrix123', displayName: 'Fixture Coach', role: { coach: true } },
    });
    const invite = await context.call<{ inviteId: string }>('POST', '/api/invites', { token: context.adminToken, headers: context.demoOrg, body: { email: uniqueEmail('fixture-invite'), role: 'coach' } });
    return { coachUid: coach.body.user.uid, inviteId: invite.body.inviteId };
  },
  cases: {
    health: { allowed: ALL, request: () => ({ method: 'GET', path: '/api/health' }) },
    me: { allowed: SIGNED_IN, request: () => ({ method: 'GET', path: '/api/me' }) },
    updateProfile: { allowed: SIGNED_IN, request: () => ({ method: 'PUT', path: '/api/profile', body: {} }) },
    signUp: { allowed: ALL, request: () => ({ method: 'POST', path: '/api/auth/signup', body: { email: 'not-an-email' } }) },
    forgotPassword: { allowed: ALL, request: () => ({ method: 'POST', path: '/api/auth/forgot-password', body: { email: uniqueEmail('nobody') } }) },
    resetPassword: { allowed: ALL, request: () => ({ method: 'POST', path: '/api/auth/reset-password', body: { token: 'unknown', password: 'Matrix123' } }) },
    previewInvite: { allowed: ALL, request: () => ({ method: 'GET', path: '/api/invites/by-token/unknown' }) },
    acceptInvite: { allowed: ALL, request: () => ({ method: 'POST', path: '/api/auth/accept-invite', body: { answer: 'decline', token: 'unknown' } }) },
    listUsers: { allowed: ['admin'], request: () => ({ method: 'GET', path: '/api/users' }) },
    createUser: { allowed: ['admin'], request: () => ({ method: 'POST', path: '/api/auth/create-user', body: { email: uniqueEmail('created'), password: 'Matrix123', displayName: 'Created Person', role: { referee: true } } }) },
    updateUser: { allowed: ['admin'], request: (fixtures) => ({ method: 'PUT', path: '/api/auth/update-user', body: { uid: fixtures.coachUid, properties: { displayName: 'Fixture Coach' } } }) },
    deleteUser: { allowed: ['admin'], request: async (_fixtures, context) => ({ method: 'DELETE', path: `/api/auth/delete-user?uid=${await freshMember(context)}` }) },
    importUsers: { allowed: ['admin'], request: () => ({ method: 'POST', path: '/api/auth/import-users', body: { users: [{ email: uniqueEmail('imported'), displayName: 'Imported Person', role: { medic: true } }] } }) },
    listInvites: { allowed: ['admin', 'tournamentadmin'], request: () => ({ method: 'GET', path: '/api/invites' }) },
    sendInvite: { allowed: ['admin', 'tournamentadmin'], request: () => ({ method: 'POST', path: '/api/invites', body: { email: uniqueEmail('invited'), role: 'referee' } }) },
    resendInvite: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'POST', path: `/api/invites/${fixtures.inviteId}/resend` }) },
    revokeInvite: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'DELETE', path: `/api/invites/${fixtures.inviteId}` }) },
  },
});
