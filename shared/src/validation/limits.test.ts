import { goalEventSchema } from '../match/match-event';
import { resetPasswordInputSchema, signUpInputSchema } from '../accounts/account-schemas';
import { updateProfileInputSchema, updateUserInputSchema } from '../entities/user';
import { createPlayerInputSchema } from '../entities/player';
import { stripeEventSchema, startCheckoutInputSchema } from '../payments/payments-api';
import { emailSchema, nameSchema, passwordSchema, requiredString, tooLong } from './field-schemas';
import { isPlausiblePathParam, stripControlCharacters, TEXT_LIMITS } from './limits';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('every string has a maximum', () => {
  it('refuses the names that were once stored whole (profile, update-user, players, a goal’s player)', () => {
    const huge = 'A'.repeat(300_000);
    expect(firstMessage(nameSchema.safeParse(huge))).toBe(tooLong(TEXT_LIMITS.personName));
    expect(updateProfileInputSchema.safeParse({ displayName: huge }).success).toBe(false);
    expect(updateUserInputSchema.safeParse({ uid: 'u1', properties: { displayName: huge } }).success).toBe(false);
    expect(createPlayerInputSchema.safeParse({ name: huge }).success).toBe(false);
    const goal = { id: 'e1', at: '2026-06-01T10:00:00Z', type: 'goal', teamType: 'home', playerId: 'p1', playerName: huge };
    expect(goalEventSchema.safeParse(goal).success).toBe(false);
    expect(goalEventSchema.safeParse({ ...goal, playerName: 'Åsa Öberg' }).success).toBe(true);
    expect(nameSchema.safeParse('A'.repeat(TEXT_LIMITS.personName)).success).toBe(true);
  });

  it('caps passwords at Cognito’s 256 characters, e-mails at 254, tokens and required text', () => {
    const long = `Aa1${'x'.repeat(TEXT_LIMITS.password)}`;
    expect(firstMessage(passwordSchema.safeParse(long))).toBe(tooLong(TEXT_LIMITS.password));
    expect(passwordSchema.safeParse(long.slice(0, TEXT_LIMITS.password)).success).toBe(true);
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@b.se`).success).toBe(false);
    expect(signUpInputSchema.safeParse({ email: 'a@b.se', displayName: 'Ana', organizationName: 'Club', password: long }).success).toBe(false);
    expect(resetPasswordInputSchema.safeParse({ token: 't'.repeat(TEXT_LIMITS.token + 1), password: 'Passw0rdOk' }).success).toBe(false);
    expect(firstMessage(requiredString('division').safeParse('d'.repeat(TEXT_LIMITS.text + 1)))).toBe(tooLong(TEXT_LIMITS.text));
    expect(startCheckoutInputSchema.safeParse({ tournamentId: 't'.repeat(TEXT_LIMITS.id + 1) }).success).toBe(false);
  });

  it('reads only Stripe events with an id and a type', () => {
    expect(stripeEventSchema.safeParse({ type: 'checkout.session.completed', data: { object: {} } }).success).toBe(false);
    expect(stripeEventSchema.safeParse({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { object: 'checkout.session', id: 'cs_1' } } }).success).toBe(true);
  });

  it('knows a path id that can name nothing', () => {
    expect(isPlausiblePathParam('3f1c-tournament')).toBe(true);
    expect(isPlausiblePathParam('Åsa Öberg FC u12')).toBe(true);
    expect(isPlausiblePathParam('t'.repeat(8_000))).toBe(false);
    expect(isPlausiblePathParam('a\nb')).toBe(false);
    expect(isPlausiblePathParam('\udc00')).toBe(false);
    expect(isPlausiblePathParam('')).toBe(false);
    expect(stripControlCharacters('a\u0000b\tc\r\nd\u007f')).toBe('ab\tc\r\nd');
  });
});
