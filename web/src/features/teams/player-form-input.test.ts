import { describe, expect, it } from '@jest/globals';
import { editFormSchemaFor } from './player-form-input';

const values = { name: 'Ana 2', registrationId: '', jerseyNumber: 9, position: 'Keeper', dateOfBirth: '' };

describe('the player edit form', () => {
  it('saves the other fields of a player whose stored name predates the name rule', () => {
    const parsed = editFormSchemaFor('Ana 2').safeParse(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ registrationId: null, jerseyNumber: 9, position: 'Keeper', dateOfBirth: null });
  });

  it('checks a name that is changed, with the one rule', () => {
    expect(editFormSchemaFor('Ana 2').safeParse({ ...values, name: 'Ana 3' }).error?.issues[0]?.message).toBe('Invalid name');
    expect(editFormSchemaFor('Ana 2').safeParse({ ...values, name: "Jean-Luc O'Brien" }).data).toMatchObject({ name: "Jean-Luc O'Brien" });
  });
});
