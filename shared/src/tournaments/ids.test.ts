import { bracketIdOf, DEFAULT_BRACKET_ID, divisionIdOf, importedTeamId, inBracket, slugOf } from './ids';

describe('ids derived from names', () => {
  it('slugs a division name so a typed and an imported spelling meet', () => {
    expect(divisionIdOf('Boys U12 – Elite')).toBe('boys-u12-elite');
    expect(divisionIdOf('  boys   u12 elite ')).toBe('boys-u12-elite');
    expect(divisionIdOf('Flickor Ö12')).toBe('flickor-o12');
    expect(slugOf('!!!')).toBe('');
  });

  it('scopes a bracket to its division, and names the default bracket', () => {
    expect(bracketIdOf('Group A', 'boys-u12')).toBe('boys-u12--group-a');
    expect(bracketIdOf('Group A')).toBe('group-a');
    expect(DEFAULT_BRACKET_ID).toBe('default');
  });

  it("keeps two organizations' sheet ids apart", () => {
    expect(importedTeamId('org-a', ' 1042 ')).toBe('org-a:1042');
    expect(importedTeamId('org-a', '1042')).not.toBe(importedTeamId('org-b', '1042'));
  });
});

describe('inBracket', () => {
  it('counts a team in the bracket its id names, so a tournament-wide bracket does not take teams of every division by name', () => {
    const anyDivision = { bracketId: 'group-a', name: 'Group A', divisionId: null };
    const boys = { bracketId: 'boys-u12--group-a', name: 'Group A', divisionId: 'boys-u12' };
    const imported = [
      { bracket: 'Group A', bracketId: 'boys-u12--group-a', divisionId: 'boys-u12' },
      { bracket: 'Group A', bracketId: 'girls-u14--group-a', divisionId: 'girls-u14' },
    ];
    expect(imported.filter((team) => inBracket(anyDivision, team))).toHaveLength(0);
    expect(imported.filter((team) => inBracket(boys, team))).toHaveLength(1);
    // A team stored before bracket ids: by name, inside the bracket's division only.
    expect(inBracket(boys, { bracket: 'Group A', bracketId: null, divisionId: 'girls-u14' })).toBe(false);
    expect(inBracket(anyDivision, { bracket: 'Group A', bracketId: null, divisionId: 'girls-u14' })).toBe(true);
  });
});
