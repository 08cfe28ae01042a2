import { describe, expect, it } from '@jest/globals';
import { registrationSettingsInputSchema, type RegistrationDivisionView } from '@pitchside/shared';
import { fromMinorUnits, settingsInput, settingsValues, toMinorUnits } from './settings-form';

const saved: RegistrationDivisionView = {
  divisionId: 'u12-boys',
  name: 'U12 Boys',
  age: 'u12',
  gender: 'boys',
  opensAt: '2026-04-01T09:00',
  closesAt: '2026-05-01T18:00',
  places: 16,
  review: 'organizer',
  entryFee: 150000,
  currency: 'SEK',
  earlyFee: 120000,
  earlyUntil: '2026-04-10',
  deposit: 50000,
  balanceDueOn: '2026-05-20',
  squadDeadline: null,
  documents: ['Player list'],
  terms: 'Fair play.',
  payHours: 48,
  state: 'paused',
  phase: 'paused',
  held: 3,
  waiting: 0,
  version: 2,
};

describe('the registration settings form', () => {
  it('turns a typed amount into minor units of its currency and back', () => {
    expect(toMinorUnits(1500.5, 'SEK')).toBe(150050);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(toMinorUnits(null, 'SEK')).toBeNull();
    expect(fromMinorUnits(150050, 'SEK')).toBe(1500.5);
    expect(fromMinorUnits(null, 'SEK')).toBeNull();
  });

  it('shows amounts in the currency’s units and sends them back in minor units, unchanged', () => {
    const values = settingsValues(saved, 'Europe/Stockholm');
    expect(values).toMatchObject({ entryFee: 1500, earlyFee: 1200, deposit: 500, squadDeadline: '' });
    const parsed = registrationSettingsInputSchema.parse(settingsInput(values, 'paused'));
    expect(parsed).toMatchObject({ entryFee: 150000, earlyFee: 120000, deposit: 50000, squadDeadline: null, state: 'paused', currency: 'SEK', documents: ['Player list'] });
  });

  it('starts a new registration that opens now at the venue (the hour begun) and passes the schema once the fee is given', () => {
    const values = settingsValues(null, 'Europe/Stockholm', new Date('2026-04-01T07:30:00Z'));
    expect(values.opensAt).toBe('2026-04-01T09:00');
    expect(values.closesAt).toBe('2026-04-29T09:00');
    expect(settingsValues(null, 'America/New_York', new Date('2026-04-01T07:30:00Z')).opensAt).toBe('2026-04-01T03:00');
    expect(registrationSettingsInputSchema.safeParse(settingsInput(values, 'open')).success).toBe(false);
    expect(registrationSettingsInputSchema.parse(settingsInput({ ...values, entryFee: 99.5, currency: 'eur' }, 'open'))).toMatchObject({
      entryFee: 9950,
      currency: 'EUR',
      earlyFee: null,
      deposit: null,
    });
  });
});
