import { dedupeTeamsByName, sameTeam, teamKey } from './team-identity';

describe('sameTeam', () => {
  it('matches a name with its club removed (spec §5)', () => {
    expect(sameTeam({ name: 'Hammarby IF U12 Blue', club: 'Hammarby IF' }, 'u12 blue')).toBe(true);
    expect(sameTeam('u12 blue', { name: 'Hammarby IF U12 Blue', club: 'Hammarby IF' })).toBe(true);
  });

  it('ignores case and spacing', () => {
    expect(sameTeam('  U12   Blue ', 'u12 blue')).toBe(true);
    expect(sameTeam('U12Blue', 'U12 Blue')).toBe(true);
    expect(sameTeam({ name: 'HAMMARBY  if u12 blue', club: 'hammarby IF' }, 'U12 Blue')).toBe(true);
  });

  it('removes the club known on one side from the other side’s name too', () => {
    expect(sameTeam('Hammarby IF U12 Blue', { name: 'U12 Blue', club: 'Hammarby IF' })).toBe(true);
  });

  it('removes the club wherever it stands, with a dangling dash', () => {
    expect(sameTeam({ name: 'U12 Blue - Hammarby IF', club: 'Hammarby IF' }, 'U12 Blue')).toBe(true);
  });

  it('tells different teams apart', () => {
    expect(sameTeam('U12 Blue', 'U12 Red')).toBe(false);
    expect(sameTeam({ name: 'Hammarby IF U12 Blue', club: 'Hammarby IF' }, 'U12 Blue 2')).toBe(false);
  });

  it('never merges two clubs’ teams of the same name', () => {
    expect(sameTeam({ name: 'U12 Blue', club: 'Hammarby IF' }, { name: 'U12 Blue', club: 'AIK' })).toBe(false);
  });

  it('keeps a team named just like its club', () => {
    expect(teamKey('Hammarby IF', 'Hammarby IF')).toBe('hammarbyif');
    expect(sameTeam({ name: 'Hammarby IF', club: 'Hammarby IF' }, 'hammarby if')).toBe(true);
    expect(sameTeam({ name: 'Hammarby IF', club: 'Hammarby IF' }, { name: 'Hammarby IF U12', club: 'Hammarby IF' })).toBe(false);
  });

  it('does not remove a club name that is only part of a word', () => {
    expect(teamKey('AIKsson U12', 'AIK')).toBe('aiksson' + 'u12');
  });
});

describe('dedupeTeamsByName', () => {
  it('keeps the first of teams that are the same', () => {
    const teams = [
      { name: 'Hammarby IF U12 Blue', club: 'Hammarby IF', id: 1 },
      { name: 'U12 Red', club: 'Hammarby IF', id: 2 },
      { name: 'u12  blue', club: 'Hammarby IF', id: 3 },
      { name: 'U12 Blue', club: 'AIK', id: 4 },
    ];
    expect(dedupeTeamsByName(teams).map((team) => team.id)).toEqual([1, 2, 4]);
  });

  it('works on plain names', () => expect(dedupeTeamsByName(['AIK', 'aik', 'IFK', ' AIK '])).toEqual(['AIK', 'IFK']));
});
