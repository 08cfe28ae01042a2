import { describe, expect, it } from '@jest/globals';
import { cellText, parseCsv, readHeader } from './sheet-file';

describe('parseCsv', () => {
  it('reads plain and quoted fields, doubled quotes, CRLF and a trailing newline', () => {
    expect(parseCsv('email,name,role\r\na@x.test,"O\'Neill, Pat","coach;referee"\r\nb@x.test,"Say ""hi""",medic\n')).toEqual([
      ['email', 'name', 'role'],
      ['a@x.test', "O'Neill, Pat", 'coach;referee'],
      ['b@x.test', 'Say "hi"', 'medic'],
    ]);
  });

  it('keeps a line break inside quotes and drops a byte-order mark', () => {
    expect(parseCsv('\uFEFFemail,name\na@x.test,"Ana\nBerg"')).toEqual([
      ['email', 'name'],
      ['a@x.test', 'Ana\nBerg'],
    ]);
  });

  it('reads a semicolon-separated export', () => {
    expect(parseCsv('email;displayName;roles\na@x.test;Ana;"coach,medic"')).toEqual([
      ['email', 'displayName', 'roles'],
      ['a@x.test', 'Ana', 'coach,medic'],
    ]);
  });
});

describe('readHeader', () => {
  it('finds the columns however they are written, and numbers rows as the sheet does', () => {
    const { columns, rows } = readHeader([[], ['Team Name', 'JERSEY  No.', 'Team'], ['AIK', 7, 'x'], ['', '', ''], ['IFK', null, 'y']], { teamname: 'name', jerseyno: 'jersey', team: 'name' });
    expect(columns.get('name')).toBe(0);
    expect(columns.get('jersey')).toBe(1);
    expect(rows.map((row) => row.row)).toEqual([3, 5]);
  });

  it('reads date cells as calendar days', () => {
    expect(cellText(new Date('2013-04-02T00:00:00Z'))).toBe('2013-04-02');
    expect(cellText(' 7 ')).toBe('7');
    expect(cellText(null)).toBe('');
  });
});
