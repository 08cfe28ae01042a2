import { DEFAULT_CHECK_IN_SETTINGS, verifyPass } from '@pitchside/shared';
import type { CheckInRepository, PassSigner } from '../adapters/check-in-store';

/**
 * What every CheckInRepository and PassSigner keep: the in-memory ones (in-memory-check-in.test.ts) and the
 * DynamoDB ones (tests/integration/check-in-contract.test.ts) pass the same cases, so the fakes cannot drift.
 */
export function checkInContract(make: () => { repository: CheckInRepository; signer: PassSigner }): void {
  const tournament = () => `t-check-in-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const mark = (markId: string, present: boolean, at: string, playerId: string | null = 'p1') => ({ markId, teamKey: 'lions', playerId, present, at });

  it('answers the defaults until the settings are saved, then the saved ones', async () => {
    const { repository } = make();
    const id = tournament();
    expect(await repository.settings(id)).toEqual(DEFAULT_CHECK_IN_SETTINGS);
    const settings = { ageRules: [{ divisionId: 'd1', bornOnOrAfter: '2014-01-01', olderAllowed: 2 }], squadFreezeAt: '2026-06-01T07:00:00.000Z' };
    await repository.saveSettings(id, settings, 'u1', '2026-05-01T00:00:00.000Z');
    expect(await repository.settings(id)).toEqual(settings);
  });

  it('keeps the newest mark per team and player: an older or replayed one is refused', async () => {
    const { repository } = make();
    const id = tournament();
    expect(await repository.putMark(id, mark('b', false, '2026-06-01T08:05:00.000Z'), 'u1')).toBe(true);
    expect(await repository.putMark(id, mark('a', true, '2026-06-01T08:01:00.000Z'), 'u1')).toBe(false);
    expect(await repository.putMark(id, mark('b', false, '2026-06-01T08:05:00.000Z'), 'u1')).toBe(false);
    expect(await repository.putMark(id, mark('t', true, '2026-06-01T08:00:00.000Z', null), 'u1')).toBe(true);
    expect(await repository.putMark(id, mark('c', true, '2026-06-01T08:09:00.000Z'), 'u1')).toBe(true);
    const marks = await repository.marks(id);
    expect(marks.sort((x, y) => String(x.playerId).localeCompare(String(y.playerId)))).toEqual([
      { teamKey: 'lions', playerId: null, present: true, at: '2026-06-01T08:00:00.000Z' },
      { teamKey: 'lions', playerId: 'p1', present: true, at: '2026-06-01T08:09:00.000Z' },
    ]);
  });

  it("signs with one key per tournament, which verifies its own passes and not another tournament's", async () => {
    const { signer } = make();
    const [one, two] = [tournament(), tournament()];
    const key = await signer.publicKey(one);
    expect(await signer.publicKey(one)).toBe(key);
    expect(await signer.publicKey(two)).not.toBe(key);
    const payload = JSON.stringify({ t: one, k: 'team', tk: 'lions' });
    const signature = await signer.sign(one, payload);
    const text = `PS1.${Buffer.from(payload).toString('base64url')}.${Buffer.from(signature).toString('base64url')}`;
    await expect(verifyPass(text, key, one)).resolves.toMatchObject({ ok: true });
    const theirs = JSON.stringify({ t: one, k: 'team', tk: 'lions' });
    const signedByTwo = `PS1.${Buffer.from(theirs).toString('base64url')}.${Buffer.from(await signer.sign(two, theirs)).toString('base64url')}`;
    await expect(verifyPass(signedByTwo, key, one)).resolves.toEqual({ ok: false, reason: 'signature' });
  });
}
