import { describe, expect, it } from '@jest/globals';
import { addFormSchema, editFormSchemaFor } from './player-form-input';

const values = { name: 'Ana 2', registrationId: '', jerseyNumber: '9', position: 'Keeper', dateOfBirth: '' };

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

describe('the jersey number (spec §5: digits only)', () => {
  const jerseyMessage = (jerseyNumber: string) => addFormSchema.safeParse({ ...values, name: 'Ana', jerseyNumber }).error?.issues.find((issue) => issue.path[0] === 'jerseyNumber')?.message;

  it.each(['7a', 'a', '-1', '1.5', '1 0', '+7'])('answers %p with "Invalid number", as the API does', (typed) => {
    expect(jerseyMessage(typed)).toBe('Invalid number');
  });

  it('takes digits (spaces around them trimmed) as the number, and a blank field as none', () => {
    expect(addFormSchema.safeParse({ ...values, name: 'Ana', jerseyNumber: ' 07 ' }).data).toMatchObject({ jerseyNumber: 7 });
    expect(addFormSchema.safeParse({ ...values, name: 'Ana', jerseyNumber: ' ' }).data).not.toHaveProperty('jerseyNumber');
    expect(editFormSchemaFor('Ana 2').safeParse({ ...values, jerseyNumber: '' }).data).toMatchObject({ jerseyNumber: null });
  });
});
