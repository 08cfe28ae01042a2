import { FORM_CATALOGS } from '../i18n/catalog/form';
import { saidOf, translateServerMessage } from '../i18n/server-messages';
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

  it('says each consistency problem by its id, so every language words it (the English stays as it was)', () => {
    const twoNames = { ...division, id: 'e', teams: [{ id: 'a', name: 'Other A' }] };
    const twice = {
      ...division,
      id: 'f',
      teams: [
        { id: 'b', name: 'B' },
        { id: 'b', name: 'B' },
      ],
    };
    const messages = scheduleInputSchema.safeParse({ pitches: [pitch, pitch], days: [day], divisions: [division, twoNames, twice] }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(["Duplicate pitches 'p1'", "Team 'a' has two names", "Division 'f' lists a team twice"]);
    expect(messages.map((message) => saidOf(message))).toEqual([
      { messageId: 'form.duplicatePitches', values: { value: 'p1' } },
      { messageId: 'form.teamTwoNames', values: { team: 'a' } },
      { messageId: 'form.divisionTeamTwice', values: { division: 'f' } },
    ]);
    // From the catalog: rewording the German rewords what the screen shows.
    expect(translateServerMessage('de', messages[1] ?? '')).toBe(FORM_CATALOGS.de['form.teamTwoNames'].replace('{team}', 'a'));
  });

  it('accepts lists whose ids are all different', () => {
    expect(scheduleInputSchema.safeParse({ pitches: [pitch, { ...pitch, id: 'p2' }], days: [day], divisions: [division] }).success).toBe(true);
  });
});
