import { describe, expect, it } from '@jest/globals';
import { createTournamentInputSchema, fieldErrors, MESSAGES } from '@pitchside/shared';
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
      body: {
        error: 'validation_failed',
        message: 'Några fält är inte giltiga',
        messageId: 'error.fieldsNotValid',
        fields: { phone: 'Ogiltigt telefonnummer' },
        fieldMessages: { phone: { messageId: 'spec.invalidPhone' } },
      },
    });
    expect((await answer(new ConflictError('A division with this name exists already'), 'fr')).body).toEqual({ error: 'conflict', message: 'A division with this name exists already' });
  });

  it('says a schema’s field messages in English byte for byte, worded by id in another language, with their ids and values', async () => {
    const parsed = createTournamentInputSchema.safeParse({
      name: 'x'.repeat(121),
      type: 'cup',
      days: 'weekends',
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      venue: 'Park',
      ageGroups: ['u12'],
      genders: ['boys'],
    });
    const fields = fieldErrors(parsed.error ?? (new Error('a 121-character name passed') as never));
    const english = (await answer(new ValidationError({ id: 'error.fieldsNotValid' }, fields))).body;
    expect(english.fields).toEqual({ name: 'Keep the name under 120 characters', type: 'Choose league or tournament' });
    expect(english.fieldMessages).toEqual({ name: { messageId: 'form.nameUnder', values: { max: 120 } }, type: { messageId: 'form.chooseKind' } });
    expect((await answer(new ValidationError({ id: 'error.fieldsNotValid' }, fields), 'de')).body.fields).toEqual({
      name: 'Der Name darf höchstens 120 Zeichen lang sein',
      type: 'Wähle Liga oder Turnier',
    });
  });

  it('answers anything else with a 500 that says nothing of it, by id too', async () => {
    expect(await answer(new Error('secret internals'), 'es')).toEqual({
      status: 500,
      body: { error: 'internal_error', message: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.', messageId: 'error.internal' },
    });
  });
});
