import { addMinutesToTime, dayLabel, kickOffText, matchGroupName, matchRoundName, matchStageLabel, venueTimeNote } from './match-labels';

describe('how a match is named in the outputs', () => {
  it('names the group from the bracket, else the scheduler\u2019s letter; a knockout match by its round', () => {
    expect(matchGroupName({ bracket: 'Group A' })).toBe('Group A');
    expect(matchGroupName({ bracket: null, group: 'B' })).toBe('Group B');
    expect(matchGroupName({ bracket: 'Default', group: null })).toBeNull();
    expect(matchGroupName({ bracket: 'Default', group: 'C' })).toBe('Group C');
    expect(matchGroupName({ stage: 'knockout', bracket: 'Group A', group: 'A' })).toBeNull();
    expect(matchRoundName({ stage: 'knockout', bracket: null, knockoutCode: 'QF3' })).toBe('Quarter-final');
    expect(matchRoundName({ stage: 'knockout', bracket: null, roundName: 'Final' })).toBe('Final');
    expect(matchStageLabel({ stage: 'knockout', bracket: null, knockoutCode: 'R16-2' })).toBe('Round of 16');
    expect(matchStageLabel({ bracket: null })).toBe('');
  });

  it('writes kick-offs on the venue\u2019s 24-hour clock, with the end when asked', () => {
    expect(kickOffText({ time: '09:30' })).toBe('09:30');
    expect(kickOffText({ time: '09:30' }, 55)).toBe('09:30–10:25');
    expect(kickOffText({ time: '23:40' }, 55)).toBe('23:40–00:35');
    expect(kickOffText({ time: '' }, 55)).toBe('—');
    expect(kickOffText({ time: '9.30' })).toBe('—');
    expect(addMinutesToTime('00:10', -20)).toBe('23:50');
    expect(dayLabel('2026-07-14')).toBe('Tuesday 14 July 2026');
    expect(venueTimeNote('America/New_York')).toBe('Times are local time at the venue (New York, America/New_York)');
    expect(venueTimeNote(null)).toBe('Times are local time at the venue');
  });

  it('words Pitchside\u2019s own labels in the reader\u2019s language and leaves the organizer\u2019s as typed', () => {
    expect(matchGroupName({ bracket: 'Group A' }, 'sv')).toBe('Grupp A');
    expect(matchGroupName({ bracket: null, group: 'B' }, 'de')).toBe('Gruppe B');
    expect(matchGroupName({ bracket: 'Los Tigres' }, 'es')).toBe('Los Tigres');
    expect(matchStageLabel({ stage: 'knockout', bracket: null, knockoutCode: 'SF1' }, 'fr')).toBe('Demi-finale');
    expect(matchStageLabel({ stage: 'knockout', bracket: null, knockoutCode: 'R16-2' }, 'de')).toBe('Achtelfinale');
    expect(matchRoundName({ stage: 'knockout', bracket: null, roundName: 'Cup of champions' }, 'sv')).toBe('Cup of champions');
    expect(dayLabel('2026-07-14', 'sv')).toBe('tisdag 14 juli 2026');
    expect(dayLabel('2026-07-14', 'de')).toBe('Dienstag, 14. Juli 2026');
    expect(venueTimeNote('Europe/Stockholm', 'sv')).toBe('Tiderna är lokal tid på arenan (Stockholm, Europe/Stockholm)');
  });
});
