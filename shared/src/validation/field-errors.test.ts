import * as z from 'zod';
import { createUserInputSchema, updateUserInputSchema } from '../entities/user';
import { FORM_ERROR_KEY, fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('gives each invalid field its spec message', () => {
    const result = createUserInputSchema.safeParse({ email: 'x', password: 'short', displayName: 'Ana', role: { coach: true }, phone: '12' });
    expect(fieldErrors(result.error!)).toEqual({
      email: 'Invalid E-mail',
      password: 'Minimum eight characters, at least one uppercase letter, one lowercase letter and one number',
      phone: 'Invalid phone number',
    });
  });

  it('names missing fields with the required message', () => {
    const result = createUserInputSchema.safeParse({ role: {} });
    expect(fieldErrors(result.error!)).toMatchObject({
      email: 'Please input your E-mail',
      password: 'Please input your Password',
      displayName: 'Please input your Name',
    });
  });

  it('uses dotted paths for nested fields', () => {
    const result = updateUserInputSchema.safeParse({ uid: 'u1', properties: { email: 'bad' } });
    expect(fieldErrors(result.error!)).toEqual({ 'properties.email': 'Invalid E-mail' });
  });

  it('keeps only the first message of a field', () => {
    const schema = z.object({ code: z.string().min(3, 'too short').regex(/^\d+$/, 'digits only') });
    expect(fieldErrors(schema.safeParse({ code: 'a' }).error!)).toEqual({ code: 'too short' });
  });

  it('files a whole-object issue under the form key', () => {
    const schema = z.object({ a: z.number(), b: z.number() }).refine((v) => v.a < v.b, 'a must be below b');
    expect(fieldErrors(schema.safeParse({ a: 2, b: 1 }).error!)).toEqual({ [FORM_ERROR_KEY]: 'a must be below b' });
  });
});

describe('fieldErrors for unknown fields', () => {
  it('names each field a strict object does not know', () => {
    const schema = z.strictObject({ email: z.string() });
    const result = schema.safeParse({ email: 'a@b.test', role: { admin: true }, extra: 1 });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ role: 'Unknown field', extra: 'Unknown field' });
  });
});
