import { scheduleInputSchema } from './schedule-input';

describe('scheduleInputSchema', () => {
  const pitch = { id: 'p1', name: 'Pitch 1', size: '7v7', ages: ['u10'] };
  const day = { date: '2026-07-14', start: '09:00', end: '17:00' };
  const division = { id: 'd', name: 'D', age: 'u10', teams: [{ id: 'a', name: 'A' }], format: { type: 'round-robin' } };

  it('names each list that holds an id twice, in the order the lists are given', () => {
    const result = scheduleInputSchema.safeParse({ pitches: [pitch, pitch], days: [day, day], divisions: [division, division] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pitches', "Duplicate pitches 'p1'"],
      ['days', "Duplicate days '2026-07-14'"],
      ['divisions', "Duplicate divisions 'd'"],
    ]);
  });

  it('accepts lists whose ids are all different', () => {
    expect(scheduleInputSchema.safeParse({ pitches: [pitch, { ...pitch, id: 'p2' }], days: [day], divisions: [division] }).success).toBe(true);
  });
});
