import { DEMO_ORGANIZATION, demoAccount } from '../../infra/local/demo-accounts';
import { uniqueEmail } from '../support/api-client';
import { demoAdminSession } from '../support/demo-admin-session';
import { linkIn, mailTo, tokenOf } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';

/** Issue 20: the account e-mails arrive in the recipient's language, through the real SES emulator. */
const { cloud, call, admin } = demoAdminSession();
const demoOrg = DEMO_ORG_HEADERS;

describe('e-mails in the recipient’s language', () => {
  it('writes an invitation in the language on the inviter’s screen (Accept-Language) when the inviter chose none', async () => {
    const me = await call<{ language?: string }>('GET', '/api/me', { token: admin.token, headers: demoOrg });
    expect(me.body.language).toBeUndefined();
    const email = uniqueEmail('swedish-invitee');
    const sent = await call('POST', '/api/invites', { token: admin.token, headers: { ...demoOrg, 'accept-language': 'sv-SE,sv;q=0.9' }, body: { email, role: 'referee' } });
    expect(sent.status).toBe(201);
    const mail = await mailTo(cloud, email);
    expect(mail.subject).toBe(`${demoAccount('admin').displayName} har bjudit in dig till ${DEMO_ORGANIZATION.name} på Pitchside`);
    expect(mail.text).toContain('som domare.');
    expect(linkIn(mail.text, '/invite?token=')).toContain('/invite?token=');
  });

  it('writes the reset e-mail in the language the person chose on their profile, whatever the asking screen speaks', async () => {
    const email = uniqueEmail('german-referee');
    const created = await call('POST', '/api/auth/create-user', {
      token: admin.token,
      headers: demoOrg,
      body: { email, password: 'Before123', displayName: 'Deutsche Schiedsrichterin', role: { referee: true } },
    });
    expect(created.status).toBe(201);
    const { idToken } = await signIn(cloud, email, 'Before123');
    expect((await call('PUT', '/api/profile', { token: idToken, body: { language: 'de' } })).status).toBe(200);

    const asked = await call('POST', '/api/auth/forgot-password', { headers: { 'accept-language': 'fr' }, body: { email } });
    expect(asked.status).toBe(200);
    const mail = await mailTo(cloud, email);
    expect(mail.subject).toBe('Setze dein Pitchside-Passwort zurück');
    expect(mail.text).toContain('60 Minuten lang');
    expect(tokenOf(linkIn(mail.text, '/admin/reset-password?token=')).length).toBeGreaterThan(10);
  });
});
