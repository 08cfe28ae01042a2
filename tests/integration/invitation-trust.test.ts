import { CognitoIdentityProviderClient, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { MESSAGES, ORGANIZATION_HEADER } from '@pitchside/shared';
import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { DEMO_ORGANIZATION } from '../../infra/local/demo-accounts';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { linkIn, mailTo, tokenOf } from '../support/mailbox';
import { signIn, signInDemo } from '../support/sign-in';

/**
 * Issue 15's invitation findings, each played by the attacker through the gateway against the local cloud:
 * a tournament admin taking over a tournament they do not manage, another organization doing it for them,
 * an account that switched its e-mail to an invitee's, and a tournament admin overwriting an admin grant.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
const demoOrg = { [ORGANIZATION_HEADER]: DEMO_ORGANIZATION.orgId };
const PASSWORD = 'Trust1234';
let adminToken: string;

interface Member {
  email: string;
  uid: string;
  idToken: string;
  accessToken: string;
}

async function inviteAndAccept(senderToken: string, headers: Record<string, string>, email: string, role: string): Promise<void> {
  const sent = await call('POST', '/api/invites', { token: senderToken, headers, body: { email, role } });
  expect(sent.status).toBe(201);
  const token = tokenOf(linkIn((await mailTo(cloud, email)).text, '/invite?token='));
  const accepted = await call('POST', '/api/auth/accept-invite', { body: { answer: 'accept', token, displayName: 'Trust Member', password: PASSWORD } });
  expect(accepted.status).toBe(200);
}

/** A new member of the demo organization with this role, signed in. */
async function demoMember(label: string, role: string): Promise<Member> {
  const email = uniqueEmail(label);
  await inviteAndAccept(adminToken, demoOrg, email, role);
  const tokens = await signIn(cloud, email, PASSWORD);
  const { sub } = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return { email, uid: sub, ...tokens };
}

async function demoTournament(): Promise<string> {
  const created = await call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    token: adminToken,
    headers: demoOrg,
    body: { name: `Trust Cup ${Date.now()}`, type: 'league', days: 'weekends', startDate: '2026-07-01', endDate: '2026-07-02', venue: 'Trust Park', ageGroups: ['u12'], genders: ['boys'] },
  });
  expect(created.status).toBe(201);
  return created.body.tournament.tournamentId;
}

/** A freshly signed-up organization: its admin's token and its id. */
async function otherOrganization(): Promise<{ token: string; orgId: string }> {
  const email = uniqueEmail('other-org');
  expect((await call('POST', '/api/auth/signup', { body: { email, password: PASSWORD, displayName: 'Other Admin', organizationName: 'Other Club' } })).status).toBe(201);
  const token = (await signIn(cloud, email, PASSWORD)).idToken;
  const me = await call<{ organizations: { orgId: string }[] }>('GET', '/api/me', { token });
  return { token, orgId: me.body.organizations[0]?.orgId ?? '' };
}

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
}, 30_000);

it('a tournament admin cannot invite themselves onto a tournament they do not manage', async () => {
  const attacker = await demoMember('takeover', 'tournamentadmin');
  const tournamentId = await demoTournament();
  const invited = await call('POST', '/api/invites', { token: attacker.idToken, headers: demoOrg, body: { email: attacker.email, role: 'referee', tournamentId } });
  expect(invited).toEqual({ status: 404, body: { error: 'not_found', message: MESSAGES.tournamentNotFound, messageId: 'spec.tournamentNotFound' } });
  const unknown = await call('POST', '/api/invites', { token: adminToken, headers: demoOrg, body: { email: uniqueEmail('nobody'), role: 'tournamentadmin', tournamentId: 'no-such-tournament' } });
  expect(unknown.status).toBe(404);
  for (const [method, path] of [
    ['GET', `/api/tournaments/${tournamentId}`],
    ['POST', `/api/tournaments/${tournamentId}/unpublish`],
    ['GET', `/api/tournaments/${tournamentId}/matches.csv`],
  ] as const) {
    expect((await call(method, path, { token: attacker.idToken, headers: demoOrg })).status).toBe(404);
  }
}, 60_000);

it("another organization cannot hand this organization's tournament to anyone, and a link it made is not honoured here", async () => {
  const tournamentAdmin = await demoMember('courted', 'tournamentadmin');
  const tournamentId = await demoTournament();
  const other = await otherOrganization();
  const poached = await call('POST', '/api/invites', { token: other.token, body: { email: tournamentAdmin.email, role: 'tournamentadmin', tournamentId } });
  expect(poached.status).toBe(404);

  // An admin naming another organization's tournament: the same answer as an unknown one.
  const theirs = await call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    token: other.token,
    body: { name: 'Other Cup', type: 'league', days: 'weekends', startDate: '2026-07-01', endDate: '2026-07-01', venue: 'Away', ageGroups: ['u12'], genders: ['boys'] },
  });
  expect(theirs.status).toBe(201);
  const crossed = await call('POST', '/api/invites', {
    token: adminToken,
    headers: demoOrg,
    body: { email: uniqueEmail('crossed'), role: 'tournamentadmin', tournamentId: theirs.body.tournament.tournamentId },
  });
  expect(crossed.status).toBe(404);

  // A link written under the other organization (as an accepted invitation did before the fix) opens nothing.
  await db.entities.userTournament.put({ userId: tournamentAdmin.uid, tournamentId, orgId: other.orgId }).go();
  expect((await call('GET', `/api/tournaments/${tournamentId}`, { token: tournamentAdmin.idToken, headers: demoOrg })).status).toBe(404);
  expect((await call('PATCH', `/api/tournaments/${tournamentId}`, { token: tournamentAdmin.idToken, headers: demoOrg, body: { name: 'Taken Over' } })).status).toBe(404);
  const listed = await call<{ tournaments: { tournamentId: string }[] }>('GET', '/api/tournaments', { token: tournamentAdmin.idToken, headers: demoOrg });
  expect(listed.body.tournaments.map((entry) => entry.tournamentId)).not.toContain(tournamentId);
}, 60_000);

it("an account that takes an invitee's e-mail address gets neither the address nor the invited role", async () => {
  const attacker = await demoMember('switcher', 'referee');
  const victim = uniqueEmail('victim');
  const update = (endpoint: string) =>
    new CognitoIdentityProviderClient({ endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }).send(
      new UpdateUserAttributesCommand({ AccessToken: attacker.accessToken, UserAttributes: [{ Name: 'email', Value: victim }] }),
    );
  // The way the app reaches Cognito: the client may not write the e-mail.
  await expect(update(`${cloud.url}/cognito`)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  // Straight at the emulator (which checks no write attributes) the switch lands; the accept must still refuse.
  await update(cloud.cognitoEndpoint);

  expect((await call('POST', '/api/invites', { token: adminToken, headers: demoOrg, body: { email: victim, role: 'admin' } })).status).toBe(201);
  const token = tokenOf(linkIn((await mailTo(cloud, victim)).text, '/invite?token='));
  const accepted = await call<{ error: string }>('POST', '/api/auth/accept-invite', { body: { answer: 'accept', token, displayName: 'Victim', password: PASSWORD } });
  expect(accepted.status).toBe(409);
  expect(accepted.body.error).toBe('email_unverified');
  const me = await call<{ role: Record<string, boolean> }>('GET', '/api/me', { token: attacker.idToken });
  expect(me.body.role).toEqual({ referee: true });
}, 60_000);

it('a tournament admin cannot replace a pending admin invitation by re-inviting the address as a referee', async () => {
  const tournamentAdmin = await demoMember('replacer', 'tournamentadmin');
  const email = uniqueEmail('future-admin');
  const sent = await call<{ inviteId: string }>('POST', '/api/invites', { token: adminToken, headers: demoOrg, body: { email, role: 'admin' } });
  expect(sent.status).toBe(201);
  const replaced = await call('POST', '/api/invites', { token: tournamentAdmin.idToken, headers: demoOrg, body: { email, role: 'referee' } });
  expect(replaced.status).toBe(403);
  expect((await call('POST', `/api/invites/${sent.body.inviteId}/resend`, { token: tournamentAdmin.idToken, headers: demoOrg })).status).toBe(403);
  expect((await call('DELETE', `/api/invites/${sent.body.inviteId}`, { token: tournamentAdmin.idToken, headers: demoOrg })).status).toBe(403);
  const listed = await call<{ invites: { inviteId: string; role: string; state: string }[] }>('GET', '/api/invites', { token: adminToken, headers: demoOrg });
  expect(listed.body.invites.find((invite) => invite.inviteId === sent.body.inviteId)).toMatchObject({ role: 'admin', state: 'pending' });
}, 60_000);
