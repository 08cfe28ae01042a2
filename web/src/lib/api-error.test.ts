import { describe, expect, it } from '@jest/globals';
import { ApiError, errorMessage, toApiError } from './api-error';

describe('toApiError', () => {
  it('reads the code, the message and the fields of the API error body', () => {
    const error = toApiError(422, 'Unprocessable Entity', {
      error: 'validation_failed',
      message: 'Team document does not exist.',
      fields: { name: 'Required', tags: ['Too long', 'Duplicate'], ignored: 3 },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Team document does not exist.' });
    expect(error.fields).toEqual({ name: 'Required', tags: 'Too long Duplicate' });
  });

  it('keeps the message’s catalog id and values, so the screen can word it without parsing the English', () => {
    const error = toApiError(409, 'Conflict', { error: 'already_confirmed', message: 'Du hast …', messageId: 'spec.alreadyConfirmed', values: { count: 2, team: 'Hammarby', bad: {} } });
    expect(error.said).toEqual({ id: 'spec.alreadyConfirmed', values: { count: 2, team: 'Hammarby' } });
    expect(toApiError(404, 'Not Found', { error: 'not_found', message: 'Not found' }).said).toBeUndefined();
  });

  it('shows the error field when there is no message (spec §8)', () => {
    expect(toApiError(404, 'Not Found', { error: 'Match not found' }).message).toBe('Match not found');
  });

  it('falls back to a text body, then to the status', () => {
    expect(toApiError(502, 'Bad Gateway', 'upstream down').message).toBe('upstream down');
    const bare = toApiError(500, '', undefined);
    expect(bare.message).toBe('Request failed (HTTP 500)');
    expect(bare.code).toBe('http_500');
    expect(bare.fields).toEqual({});
  });
});

describe('errorMessage', () => {
  it("is the API's message, otherwise the error's own message", () => {
    expect(errorMessage(new ApiError(401, 'unauthorized', 'Sign in first'))).toBe('Sign in first');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({})).toBe('Something went wrong');
  });
});
