import { uniqueEmail } from '../../support/api-client';
import { localCloudHandle } from '../../support/local-cloud-handle';
import { linkIn, mailTo, tokenOf } from '../../support/mailbox';
import { defineCases, type ActorKind, type MatrixContext } from './matrix-types';

const ALL: ActorKind[] = ['anonymous', 'admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor', 'otherCoach', 'otherOrgAdmin', 'crossLinkedTournamentAdmin'];
const SIGNED_IN = ALL.filter((actor) => actor !== 'anonymous');
/** Organization-wide actions with no demo object in them: the second organization's admin does them in their own. */
const ADMINS: ActorKind[] = ['admin', 'otherOrgAdmin'];
const cloud = localCloudHandle();

async function asAdmin<T>(context: MatrixContext, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await context.call<T>(method, path, { token: context.adminToken, headers: context.demoOrg, ...(body !== undefined ? { body } : {}) });
  if (answer.status >= 300) throw new Error(`Fixture ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function freshMember(context: MatrixContext): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail('matrix');
  const created = await asAdmin<{ user: { uid: string } }>(context, 'POST', '/api/auth/create-user', { email, password: 'Matrix123', displayName: 'Matrix Member', role: { coach: true } });
  return { uid: created.user.uid, email };
}

/** A fresh invitation's e-mailed token, so each caller answers a real one (an unknown token is 404 for all). */
async function freshInviteToken(context: MatrixContext): Promise<string> {
  const email = uniqueEmail('matrix-invitee');
  await asAdmin(context, 'POST', '/api/invites', { email, role: 'medic' });
  return tokenOf(linkIn((await mailTo(cloud, email)).text, '/invite?token='));
}

export const accountsCases = defineCases({
  async setup(context) {
    const coach = await freshMember(context);
    // A tournament the demo tournament admin manages: invitations naming it test the body's id.
    const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>(context, 'POST', '/api/tournaments', {
      name: `Matrix Invitations ${Date.now()}`,
      type: 'league',
      days: 'weekends',
      startDate: '2026-07-01',
      endDate: '2026-07-01',
      venue: 'Matrix Park',
      ageGroups: ['u12'],
      genders: ['boys'],
    });
    await asAdmin(context, 'POST', `/api/tournaments/${tournament.tournamentId}/admins`, { uid: context.uids.get('tournamentadmin') });
    const invite = await asAdmin<{ inviteId: string }>(context, 'POST', '/api/invites', { email: uniqueEmail('fixture-invite'), role: 'coach', tournamentId: tournament.tournamentId });
    return { coachUid: coach.uid, inviteId: invite.inviteId, tournamentId: tournament.tournamentId };
  },
  cases: {
    health: { allowed: ALL, request: () => ({ method: 'GET', path: '/api/health' }) },
    openApiDocument: { allowed: ALL, request: () => ({ method: 'GET', path: '/api/openapi.json' }) },
    me: { allowed: SIGNED_IN, request: () => ({ method: 'GET', path: '/api/me' }) },
    updateProfile: { allowed: SIGNED_IN, request: () => ({ method: 'PUT', path: '/api/profile', body: {} }) },
    signUp: {
      allowed: ALL,
      request: () => ({ method: 'POST', path: '/api/auth/signup', body: { email: uniqueEmail('signup'), password: 'Matrix123', displayName: 'Matrix Organizer', organizationName: 'Matrix Club' } }),
    },
    confirmEmail: {
      allowed: ALL,
      request: async (_f, context) => {
        const email = uniqueEmail('confirm');
        await context.call('POST', '/api/auth/signup', { body: { email, password: 'Matrix123', displayName: 'Matrix Organizer', organizationName: 'Matrix Club' } });
        const token = tokenOf(linkIn((await mailTo(cloud, email)).text, '/admin/confirm-email?token='));
        return { method: 'POST', path: '/api/auth/confirm-email', body: { token } };
      },
    },
    forgotPassword: { allowed: ALL, request: async (_f, context) => ({ method: 'POST', path: '/api/auth/forgot-password', body: { email: (await freshMember(context)).email } }) },
    resetPassword: {
      allowed: ALL,
      request: async (_f, context) => {
        const { email } = await freshMember(context);
        await context.call('POST', '/api/auth/forgot-password', { body: { email } });
        const token = tokenOf(linkIn((await mailTo(cloud, email)).text, '/admin/reset-password?token='));
        return { method: 'POST', path: '/api/auth/reset-password', body: { token, password: 'Matrix456' } };
      },
    },
    previewInvite: { allowed: ALL, request: async (_f, context) => ({ method: 'GET', path: `/api/invites/by-token/${encodeURIComponent(await freshInviteToken(context))}` }) },
    acceptInvite: { allowed: ALL, request: async (_f, context) => ({ method: 'POST', path: '/api/auth/accept-invite', body: { answer: 'decline', token: await freshInviteToken(context) } }) },
    listUsers: { allowed: ADMINS, request: () => ({ method: 'GET', path: '/api/users' }) },
    createUser: {
      allowed: ADMINS,
      request: () => ({ method: 'POST', path: '/api/auth/create-user', body: { email: uniqueEmail('created'), password: 'Matrix123', displayName: 'Created Person', role: { referee: true } } }),
    },
    updateUser: { allowed: ['admin'], request: (fixtures) => ({ method: 'PUT', path: '/api/auth/update-user', body: { uid: fixtures.coachUid, properties: { displayName: 'Fixture Coach' } } }) },
    deleteUser: { allowed: ['admin'], request: async (_fixtures, context) => ({ method: 'DELETE', path: `/api/auth/delete-user?uid=${(await freshMember(context)).uid}` }) },
    importUsers: {
      allowed: ADMINS,
      request: () => ({ method: 'POST', path: '/api/auth/import-users', body: { users: [{ email: uniqueEmail('imported'), displayName: 'Imported Person', role: { medic: true } }] } }),
    },
    listInvites: { allowed: ['admin', 'tournamentadmin', 'otherOrgAdmin', 'crossLinkedTournamentAdmin'], request: () => ({ method: 'GET', path: '/api/invites' }) },
    // The invitation names the demo tournament: its admins and its linked tournament admin may; a tournament
    // admin linked only by the other organization, and the other organization itself, find no such tournament.
    sendInvite: {
      allowed: ['admin', 'tournamentadmin'],
      request: (fixtures) => ({ method: 'POST', path: '/api/invites', body: { email: uniqueEmail('invited'), role: 'referee', tournamentId: fixtures.tournamentId } }),
    },
    resendInvite: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'POST', path: `/api/invites/${fixtures.inviteId}/resend` }) },
    revokeInvite: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'DELETE', path: `/api/invites/${fixtures.inviteId}` }) },
  },
});
