import { describe, expect, it } from '@jest/globals';
import { fieldsOf, typeOf } from './schema-type';

describe('typeOf', () => {
  it('says a schema the way a person would', () => {
    expect(typeOf({ type: 'string' })).toBe('string');
    expect(typeOf({ $ref: '#/components/schemas/TeamSummary' })).toBe('TeamSummary');
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/MatchView' } })).toBe('MatchView[]');
    expect(typeOf({ anyOf: [{ type: 'number' }, { type: 'null' }] })).toBe('number | null');
    expect(typeOf({ type: 'string', enum: ['home', 'away'] })).toBe('"home" | "away"');
    expect(typeOf({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } })).toBe('(string | null)[]');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'string' } })).toBe('map of string');
    expect(typeOf({ type: 'string', format: 'date' })).toBe('string (date)');
    expect(typeOf({})).toBe('any');
  });
});

describe('fieldsOf', () => {
  it("lists an object's fields with what is required and where a field refers to", () => {
    expect(fieldsOf({ type: 'object', properties: { team: { $ref: '#/components/schemas/TeamSummary' }, note: { type: 'string', description: 'Why' } }, required: ['team'] })).toEqual([
      { name: 'team', required: true, type: 'TeamSummary', ref: 'TeamSummary' },
      { name: 'note', required: false, type: 'string', description: 'Why' },
    ]);
    expect(fieldsOf({ type: 'string' })).toEqual([]);
  });
});
