import { bracketIdOf, DEFAULT_BRACKET_ID, divisionIdOf, importedTeamId, slugOf } from './ids';

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

  it('keeps two organizations\' sheet ids apart', () => {
    expect(importedTeamId('org-a', ' 1042 ')).toBe('org-a:1042');
    expect(importedTeamId('org-a', '1042')).not.toBe(importedTeamId('org-b', '1042'));
  });
});
