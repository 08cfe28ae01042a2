import { describe, expect, it } from '@jest/globals';
import { fieldErrors } from '@pitchside/shared';
import { ApiError } from '../../lib/api-error';
import { createTournamentFormSchema, newTournamentValues, updateTournamentFormSchema, withFormFieldNames } from './tournament-form-schema';

const filled = {
  ...newTournamentValues(),
  name: 'Summer Cup',
  startDate: '2026-06-06',
  endDate: '2026-06-07',
  venue: 'Heden',
  ageGroups: ['u12' as const],
  genders: ['boys' as const],
};

describe('the tournament form', () => {
  it('starts with the spec’s durations in minutes and the default tie-breakers', () => {
    expect(newTournamentValues()).toMatchObject({ firstHalfMinutes: 45, breakMinutes: 15, secondHalfMinutes: 45, tieBreakers: ['points', 'goalDifference', 'goalsFor'] });
  });

  it('sends seconds, the chain closed by name, and no cap when none is given', () => {
    const input = createTournamentFormSchema.parse({ ...filled, secondHalfMinutes: 40, tieBreakers: ['goalsFor', 'points'] });
    expect(input).toMatchObject({ firstHalfDuration: 2700, breakDuration: 900, secondHalfDuration: 2400, tieBreakers: ['goalsFor', 'points', 'name'] });
    expect(input).not.toHaveProperty('gdCap');
  });

  it('says what is missing in the shared schema’s words', () => {
    const result = createTournamentFormSchema.safeParse({ ...newTournamentValues() });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toMatchObject({
        name: 'Please input your Tournament name',
        startDate: 'Please input your Start date',
        ageGroups: 'Choose at least one age group',
      });
    }
  });

  it('clears an emptied cap on edit, and reports the end before the start', () => {
    expect(updateTournamentFormSchema.parse({ ...filled, gdCap: null })).toMatchObject({ gdCap: null });
    const result = updateTournamentFormSchema.safeParse({ ...filled, endDate: '2026-06-01' });
    expect(result.success || fieldErrors(result.error).endDate).toBe('The end date cannot be before the start date');
  });

  it('puts the API’s problems with durations on the minutes fields', () => {
    const renamed = withFormFieldNames(new ApiError(400, 'validation', 'Some fields are not valid', { secondHalfDuration: 'Too long', gdCap: 'Give the cap' }));
    expect(renamed).toBeInstanceOf(ApiError);
    expect((renamed as ApiError).fields).toEqual({ secondHalfMinutes: 'Too long', gdCap: 'Give the cap' });
  });
});
