import { ageIneligible, ageRuleFor, checkSquadAges, type AgeRule } from './age-rule';

const rule: AgeRule = { divisionId: 'u12', bornOnOrAfter: '2014-01-01', olderAllowed: 2 };
const squad = (...born: (string | null)[]) => born.map((dateOfBirth, index) => ({ playerId: `p${index}`, dateOfBirth }));

describe('checkSquadAges', () => {
  it('lets everyone play when the division has no rule', () => {
    const check = checkSquadAges(ageRuleFor([rule], 'u14'), squad('2010-05-05', null));
    expect(ageIneligible(check).size).toBe(0);
  });

  it('allows players born on the cut-off day and after', () => {
    const check = checkSquadAges(rule, squad('2014-01-01', '2015-07-30'));
    expect(check.players.map((player) => player.problem)).toEqual([null, null]);
    expect(check.older).toBe(0);
  });

  it('allows as many older players as the rule says, and marks them older', () => {
    const check = checkSquadAges(rule, squad('2013-12-31', '2013-02-01', '2014-03-03'));
    expect(check.players.map((player) => [player.older, player.problem])).toEqual([
      [true, null],
      [true, null],
      [false, null],
    ]);
  });

  it("flags every older player when the squad has more than allowed (which ones stay is the organizer's call)", () => {
    const check = checkSquadAges(rule, squad('2013-12-31', '2013-02-01', '2012-06-06', '2014-03-03'));
    expect([...ageIneligible(check)].sort()).toEqual(['p0', 'p1', 'p2']);
    expect(check.players[0]?.problem).toBe('too_many_older');
    expect(check).toMatchObject({ older: 3, olderAllowed: 2 });
  });

  it('flags a player without a birth date once a rule is set', () => {
    const check = checkSquadAges(rule, squad(null, '2015-01-01'));
    expect(check.players.map((player) => player.problem)).toEqual(['no_birth_date', null]);
  });

  it('gives the same flags whatever the squad order', () => {
    const players = squad('2013-12-31', null, '2012-06-06', '2014-03-03', '2011-01-01');
    const forward = ageIneligible(checkSquadAges(rule, players));
    const backward = ageIneligible(checkSquadAges(rule, [...players].reverse()));
    expect([...backward].sort()).toEqual([...forward].sort());
  });
});
