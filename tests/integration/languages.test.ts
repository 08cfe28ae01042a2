import { MESSAGES } from '@pitchside/shared';
import { demoAccount } from '../../infra/local/demo-accounts';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';

/**
 * Issue 20 through the local cloud's real gateway and handlers: the API's error messages in the caller's
 * language (Accept-Language) with the same codes, English exactly the spec's text; and the language kept
 * on the profile.
 */
const cloud = localCloudHandle();
const api = (path: string, init?: RequestInit) => fetch(`${cloud.url}${path}`, init);

async function errorIn(language: string | undefined, path: string, init: RequestInit = {}) {
  const response = await api(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...(language ? { 'accept-language': language } : {}) } });
  return { status: response.status, body: (await response.json()) as { error: string; message: string; messageId?: string; fields?: Record<string, string> } };
}

describe('server messages in the caller’s language', () => {
  // One address per call: public reads go through the edge cache, which keys on the address only (a cached
  // 404 answers in its first caller's language; the web shows its own translated page for a public 404).
  let call = 0;
  const unknownTournament = () => `/api/public/tournaments/no-such-tournament-${Date.now()}-${(call += 1)}`;

  it('answers a 404 in English (the spec’s words), Swedish, German, Spanish and French, always with the same code', async () => {
    const answers = await Promise.all([undefined, 'en-GB', 'sv-SE,sv;q=0.9,en;q=0.5', 'de', 'es-ES', 'fr-CH, fr;q=0.9'].map((language) => errorIn(language, unknownTournament())));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(new Set(answers.map((answer) => answer.body.error))).toEqual(new Set(['not_found']));
    // The message's catalog id and values travel with it: a client words it without reading the English.
    expect(new Set(answers.map((answer) => answer.body.messageId))).toEqual(new Set(['spec.tournamentNotFound']));
    expect(answers.map((answer) => answer.body.message)).toEqual([
      MESSAGES.tournamentNotFound,
      MESSAGES.tournamentNotFound,
      'Turneringen hittades inte',
      'Turnier nicht gefunden',
      'Torneo no encontrado',
      'Tournoi introuvable',
    ]);
  });

  it('falls back to English for a language Pitchside does not speak', async () => {
    const answer = await errorIn('ja-JP, zh;q=0.8', unknownTournament());
    expect(answer.body).toEqual({ error: 'not_found', message: MESSAGES.tournamentNotFound, messageId: 'spec.tournamentNotFound' });
  });

  it('translates a validation error’s message and its fields, and keeps the profile’s language', async () => {
    const medic = demoAccount('medic');
    const { idToken } = await signIn(cloud, medic.email, medic.password);
    const auth = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };

    const refused = await errorIn('de-AT', '/api/profile', { method: 'PUT', headers: auth, body: JSON.stringify({ language: 'tlh' }) });
    expect(refused).toEqual({
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'Einige Felder sind ungültig',
        messageId: 'error.fieldsNotValid',
        fields: { language: 'Wähle eine der Sprachen, die Pitchside spricht' },
        // The field's message by id too, so a client words it in its own catalog.
        fieldMessages: { language: { messageId: 'field.chooseLanguage' } },
      },
    });

    const saved = await api('/api/profile', { method: 'PUT', headers: auth, body: JSON.stringify({ language: 'fr' }) });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { language?: string }).language).toBe('fr');
    const me = (await (await api('/api/me', { headers: auth })).json()) as { language?: string; displayName: string };
    expect(me.language).toBe('fr');
    expect(me.displayName).toBe(medic.displayName);

    const back = await api('/api/profile', { method: 'PUT', headers: auth, body: JSON.stringify({ language: 'en' }) });
    expect(back.status).toBe(200);
  }, 30_000);
});
