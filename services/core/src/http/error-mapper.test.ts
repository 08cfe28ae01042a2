import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@pitchside/shared';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { httpErrorMapper } from './middleware';

type MapperRequest = Parameters<NonNullable<ReturnType<typeof httpErrorMapper>['onError']>>[0];

async function answer(error: unknown, language?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = { error, event: { headers: language ? { 'accept-language': language } : {} }, response: undefined } as unknown as MapperRequest;
  await httpErrorMapper().onError?.(request);
  const response = request.response as { statusCode: number; body: string };
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> };
}

describe('the error body: a code, the words in the caller’s language, and the message’s catalog id', () => {
  it('keeps English the spec’s words byte for byte and adds the id of a message thrown as English', async () => {
    expect(await answer(new NotFoundError(MESSAGES.matchNotFound))).toEqual({ status: 404, body: { error: 'not_found', message: 'Match not found', messageId: 'spec.matchNotFound' } });
  });

  it('words a message thrown by id, with its values, in the caller’s language', async () => {
    const thrown = new ConflictError({ id: 'spec.alreadyConfirmed' }, 'already_confirmed');
    expect(thrown.message).toBe(MESSAGES.alreadyConfirmed);
    expect(await answer(thrown, 'de-DE')).toEqual({
      status: 409,
      body: { error: 'already_confirmed', message: 'Du hast das Ergebnis für diese Mannschaft schon bestätigt', messageId: 'spec.alreadyConfirmed' },
    });
  });

  it('translates the taxonomy’s own words and the fields, and leaves a message without an id as it was', async () => {
    expect(await answer(new ValidationError('Some fields are not valid', { phone: MESSAGES.invalidPhone }), 'sv')).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: 'Några fält är inte giltiga', messageId: 'error.fieldsNotValid', fields: { phone: 'Ogiltigt telefonnummer' } },
    });
    expect((await answer(new ConflictError('A division with this name exists already'), 'fr')).body).toEqual({ error: 'conflict', message: 'A division with this name exists already' });
  });

  it('answers anything else with a 500 that says nothing of it, by id too', async () => {
    expect(await answer(new Error('secret internals'), 'es')).toEqual({
      status: 500,
      body: { error: 'internal_error', message: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.', messageId: 'error.internal' },
    });
  });
});
