import { passPayloadText, passText, toBase64Url, verifyPass, type PassPayload } from './pass';

const subtle = globalThis.crypto.subtle;
type Key = Parameters<typeof subtle.sign>[1];

async function tournamentKey() {
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as { publicKey: Key; privateKey: Key };
  const publicKey = toBase64Url(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)));
  const sign = async (pass: PassPayload) => {
    const text = passPayloadText(pass);
    return passText(text, new Uint8Array(await subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(text))));
  };
  return { publicKey, sign };
}

describe('verifyPass', () => {
  it("accepts the tournament's own player and team passes", async () => {
    const key = await tournamentKey();
    const player = await key.sign({ t: 'cup', k: 'player', tk: 'lions', p: 'p1' });
    await expect(verifyPass(player, key.publicKey, 'cup')).resolves.toEqual({ ok: true, pass: { t: 'cup', k: 'player', tk: 'lions', p: 'p1' } });
    const team = await key.sign({ t: 'cup', k: 'team', tk: 'lions' });
    await expect(verifyPass(team, key.publicKey, 'cup')).resolves.toMatchObject({ ok: true, pass: { k: 'team' } });
  });

  it('refuses a pass whose payload was changed to another player', async () => {
    const key = await tournamentKey();
    const [prefix, , signature] = (await key.sign({ t: 'cup', k: 'player', tk: 'lions', p: 'p1' })).split('.');
    const forged = [prefix, toBase64Url(new TextEncoder().encode(passPayloadText({ t: 'cup', k: 'player', tk: 'lions', p: 'p2' }))), signature].join('.');
    await expect(verifyPass(forged, key.publicKey, 'cup')).resolves.toEqual({ ok: false, reason: 'signature' });
  });

  it("refuses another tournament's pass, signed with its own key or with this one's", async () => {
    const ours = await tournamentKey();
    const theirs = await tournamentKey();
    await expect(verifyPass(await theirs.sign({ t: 'cup', k: 'team', tk: 'lions' }), ours.publicKey, 'cup')).resolves.toEqual({ ok: false, reason: 'signature' });
    await expect(verifyPass(await ours.sign({ t: 'other', k: 'team', tk: 'lions' }), ours.publicKey, 'cup')).resolves.toEqual({ ok: false, reason: 'other_tournament' });
  });

  it('refuses text that is not a pass, without throwing', async () => {
    const key = await tournamentKey();
    for (const text of ['', 'hello', 'PS1.a.b', 'PS1.!!.??', `PS1.${'A'.repeat(2000)}.x`, 'PS2.e30.AA']) {
      await expect(verifyPass(text, key.publicKey, 'cup')).resolves.toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
