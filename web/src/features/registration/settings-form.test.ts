import { describe, expect, it } from '@jest/globals';
import { registrationSettingsInputSchema, type RegistrationDivisionView } from '@pitchside/shared';
import { settingsInput, settingsValues } from './settings-form';

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
  state: 'paused',
  phase: 'paused',
  held: 3,
  waiting: 0,
  version: 2,
};

describe('the registration settings form', () => {
  it('shows amounts in the currency’s units and sends them back in minor units, unchanged', () => {
    const values = settingsValues(saved);
    expect(values).toMatchObject({ entryFee: 1500, earlyFee: 1200, deposit: 500, squadDeadline: '' });
    const parsed = registrationSettingsInputSchema.parse(settingsInput(values, 'paused'));
    expect(parsed).toMatchObject({ entryFee: 150000, earlyFee: 120000, deposit: 50000, squadDeadline: null, state: 'paused', currency: 'SEK', documents: ['Player list'] });
  });

  it('starts a new registration that opens now and passes the schema once the fee is given', () => {
    const values = settingsValues(null, new Date(2026, 3, 1, 9, 30));
    expect(values.opensAt).toBe('2026-04-01T09:00');
    expect(values.closesAt).toBe('2026-04-29T09:00');
    expect(registrationSettingsInputSchema.safeParse(settingsInput(values, 'open')).success).toBe(false);
    expect(registrationSettingsInputSchema.parse(settingsInput({ ...values, entryFee: 99.5, currency: 'eur' }, 'open'))).toMatchObject({
      entryFee: 9950,
      currency: 'EUR',
      earlyFee: null,
      deposit: null,
    });
  });
});
