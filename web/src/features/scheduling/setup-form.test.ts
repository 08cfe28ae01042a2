import { describe, expect, it } from '@jest/globals';
import { scheduleSetupSchema } from '@pitchside/shared';
import { agesAfterSizeChange, namePath, newPitch, problemField, setupProblems, toFormValues, toSetupInput, tournamentAges, tournamentDates, type SetupTournament } from './setup-form';

const tournament: SetupTournament = {
  startDate: '2026-06-06',
  endDate: '2026-06-07',
  ageGroups: ['u10', 'u12'],
  divisions: [{ divisionId: 'd1', name: 'U12 Boys', age: 'u12' }],
  firstHalfDuration: 1500,
  breakDuration: 300,
};

describe('the venue & rules form', () => {
  it('starts with the tournament days and one round-robin group per division', () => {
    const values = toFormValues(undefined, tournament);
    expect(values.days).toEqual([
      { date: '2026-06-06', start: '09:00', end: '18:00' },
      { date: '2026-06-07', start: '09:00', end: '18:00' },
    ]);
    expect(values.formats).toEqual({ d1: { type: 'round-robin', legs: 1, groupSize: null, knockout: { qualifiersPerGroup: 2, bestThirds: 0, thirdPlaceMatch: false } } });
    expect(values.pitches).toEqual([]);
  });

  it('gives a new pitch the next free id, the size the ages play on, and every age of the tournament', () => {
    // The issue: a new pitch took only the ages of its size, so Girls U14 had no pitch at all.
    const first = newPitch([], ['u12', 'u11', 'u10']);
    expect(first).toEqual({ id: 'pitch-1', name: 'Pitch 1', size: '9v9', ages: ['u12', 'u11', 'u10'] });
    expect(tournamentAges(['u12'], [{ age: 'u14' }, { age: 'u12' }])).toEqual(['u12', 'u14']);
    expect(newPitch([first], ['u8']).id).toBe('pitch-2');
  });

  it('sends what the schema accepts: empty numbers left out, a half-filled length completed from the tournament', () => {
    const values = toFormValues(undefined, tournament);
    values.pitches.push(newPitch([], ['u12']));
    values.formats.d1 = { type: 'groups-knockout', legs: 2, groupSize: 4, knockout: { qualifiersPerGroup: null, bestThirds: 1, thirdPlaceMatch: true } };
    values.matchLengths.u12 = { halfMinutes: 20, breakMinutes: null };
    values.changeoverMinutes = null;
    const input = toSetupInput(values, tournament, 7);
    expect(input.matchLengths).toEqual({ u12: { halfMinutes: 20, breakMinutes: 5 } });
    expect(input.formats).toEqual({ d1: { type: 'groups-knockout', legs: 2, groupSize: 4, knockout: { bestThirds: 1, thirdPlaceMatch: true } } });
    expect(input.seed).toBe(7);
    const parsed = scheduleSetupSchema.parse(input);
    expect(parsed.changeoverMinutes).toBe(5);
    expect(setupProblems(input)).toEqual({});
  });

  it('puts each problem on its field, the shared schema’s and the whole venue’s', () => {
    const values = toFormValues(undefined, tournament);
    values.pitches = [newPitch([], ['u12']), { ...newPitch([], []), id: 'pitch-2', name: 'pitch 1' }];
    values.days[1] = { date: '2026-06-06', start: '18:00', end: '09:00' };
    const problems = setupProblems(toSetupInput(values, tournament));
    expect(problems).toMatchObject({
      'pitches.1.name': 'Another pitch has this name',
      'pitches.1.ages': 'Choose the age groups that may play here',
      'days.1.end': 'A day must end after it starts',
      'days.1.date': 'This day is listed twice',
    });
    expect(namePath('days.1.end')).toEqual(['days', 1, 'end']);
    expect(namePath('formats.d1.groupSize')).toEqual(['formats', 'd1', 'groupSize']);
    expect(problemField('formats.d1.knockout')).toBe('formats.d1.knockout.qualifiersPerGroup');
    expect(problemField('formats.d1.groups')).toBe('formats.d1.groupSize');
    expect(problemField('matchLengths.u12.halfMinutes')).toBe('matchLengths.u12.halfMinutes');
    expect(problemField('pitches')).toBeUndefined();
  });

  it('lists every day of the tournament', () => {
    expect(tournamentDates('2026-06-30', '2026-07-02')).toEqual(['2026-06-30', '2026-07-01', '2026-07-02']);
    expect(tournamentDates('2026-06-30', '')).toEqual(['2026-06-30']);
  });
});

describe('a pitch’s ages follow its size until chosen by hand', () => {
  it('suggests the ages of the new size when the old ones were the suggestion', () => {
    expect(agesAfterSizeChange({ size: '7v7', ages: ['u10'] }, '9v9', ['u10', 'u12'])).toEqual(['u12']);
    expect(agesAfterSizeChange({ size: '7v7', ages: [] }, '9v9', ['u10', 'u12'])).toEqual(['u12']);
    expect(agesAfterSizeChange({ size: '7v7', ages: ['u10', 'u12'] }, '9v9', ['u10', 'u12'])).toBeUndefined();
  });
});
