import { completeTieBreakerChain, DEFAULT_TIE_BREAKERS, TIE_BREAKERS, tieBreakerChainSchema } from './tie-breakers';

describe('tie-breaker chains', () => {
  it('default to the spec’s order', () => expect(DEFAULT_TIE_BREAKERS).toEqual(['points', 'goalDifference', 'goalsFor', 'name']));

  it('name every criterion', () => {
    expect(TIE_BREAKERS).toEqual(['points', 'goalDifference', 'goalsFor', 'headToHead', 'cappedGoalDifference', 'goalsAgainst', 'wins', 'fairPlay', 'name']);
  });

  it('validate: known criteria, each once, at least one', () => {
    expect(tieBreakerChainSchema.safeParse(['points', 'headToHead']).success).toBe(true);
    expect(tieBreakerChainSchema.safeParse([]).success).toBe(false);
    expect(tieBreakerChainSchema.safeParse(['points', 'coinToss']).success).toBe(false);
    expect(tieBreakerChainSchema.safeParse(['points', 'points']).error?.issues[0]?.message).toBe('Each tie-breaker may appear only once');
  });

  it('always end with the name, and nothing after it counts', () => {
    expect(completeTieBreakerChain(['points', 'fairPlay'])).toEqual(['points', 'fairPlay', 'name']);
    expect(completeTieBreakerChain(['points', 'name', 'wins'])).toEqual(['points', 'name']);
    expect(completeTieBreakerChain(undefined)).toEqual(DEFAULT_TIE_BREAKERS);
    expect(completeTieBreakerChain(['wins', 'wins'])).toEqual(['wins', 'name']);
  });
});
