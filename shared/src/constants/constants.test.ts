import { AGE_OPTIONS, AGES, ageLabel, toAge } from './ages';
import { TOKEN_REFRESH_INTERVAL_MS } from './auth';
import { GENDERS, TEAM_GENDERS } from './genders';
import { DEFAULT_MATCH_DURATIONS, resolveDurations, totalMatchSeconds } from './match-durations';
import { POINTS } from './points';
import { DEFAULT_BRACKET, TOURNAMENT_DAYS, TOURNAMENT_TYPES } from './tournament-options';

describe('business constants (spec §9)', () => {
  it('offers ages u6 to u19, labelled Under 6 to Under 19', () => {
    expect(AGES).toHaveLength(14);
    expect(AGE_OPTIONS[0]).toEqual({ value: 'u6', label: 'Under 6' });
    expect(AGE_OPTIONS.at(-1)).toEqual({ value: 'u19', label: 'Under 19' });
    expect(ageLabel('u12')).toBe('Under 12');
  });

  it('reads ages as spreadsheets write them', () => {
    expect(toAge('U12')).toBe('u12');
    expect(toAge('Under 9')).toBe('u9');
    expect(toAge(' u 10 ')).toBe('u10');
    expect(toAge(15)).toBe('u15');
    expect(toAge('u5')).toBeUndefined();
    expect(toAge('u20')).toBeUndefined();
    expect(toAge('adults')).toBeUndefined();
    expect(toAge(undefined)).toBeUndefined();
  });

  it('has the genders, tournament types, day options and default bracket', () => {
    expect(GENDERS).toEqual(['boys', 'girls', 'mixed']);
    expect(TEAM_GENDERS).toEqual(['male', 'female']);
    expect(TOURNAMENT_TYPES).toEqual(['league', 'tournament']);
    expect(TOURNAMENT_DAYS).toEqual(['weekdays', 'weekends']);
    expect(DEFAULT_BRACKET).toBe('Default');
  });

  it('scores a win 3, a draw 1 and a loss 0', () => expect(POINTS).toEqual({ win: 3, draw: 1, loss: 0 }));

  it('refreshes the token every ten minutes', () => expect(TOKEN_REFRESH_INTERVAL_MS).toBe(600000));
});

describe('match durations', () => {
  it('defaults to 2700 s halves and a 900 s break', () => {
    expect(DEFAULT_MATCH_DURATIONS).toEqual({ firstHalfDuration: 2700, breakDuration: 900, secondHalfDuration: 2700 });
    expect(totalMatchSeconds(DEFAULT_MATCH_DURATIONS)).toBe(6300);
  });

  it('uses the tournament’s values and fills in each missing one from the defaults', () => {
    expect(resolveDurations({ firstHalfDuration: 1500, secondHalfDuration: 1500 })).toEqual({
      firstHalfDuration: 1500,
      breakDuration: 900,
      secondHalfDuration: 1500,
    });
    expect(resolveDurations(null)).toEqual(DEFAULT_MATCH_DURATIONS);
    expect(resolveDurations({ firstHalfDuration: Number.NaN, breakDuration: -5, secondHalfDuration: null })).toEqual(DEFAULT_MATCH_DURATIONS);
  });

  it('keeps a break of zero', () => expect(resolveDurations({ breakDuration: 0 }).breakDuration).toBe(0));
});
