import { deleteUserRoute, generateScheduleRoute, getTeamRoute, healthRoute, publicTournamentsRoute, stripeWebhookRoute } from '@pitchside/shared';
import { ValidationError } from '../errors';
import { answerProblem } from './answer-check';
import { parseRouteInput } from './route-input';
import { SerializedJson } from './types';

describe('a request is parsed with its route entry', () => {
  it('takes the path parameters the path names, the query and the body with the entry schemas', () => {
    expect(parseRouteInput(getTeamRoute, { params: { teamId: 't1', other: 'x' }, query: {}, body: undefined })).toEqual({ params: { teamId: 't1' }, query: undefined, body: undefined });
    expect(parseRouteInput(publicTournamentsRoute, { params: {}, query: { search: ' cup ' }, body: undefined }).query).toEqual({ search: 'cup' });
  });

  it('refuses what the entry does not describe with the 400 every route gives', () => {
    expect(() => parseRouteInput(publicTournamentsRoute, { params: {}, query: { sort: 'name' }, body: undefined })).toThrow(ValidationError);
    expect(() => parseRouteInput(generateScheduleRoute, { params: { tournamentId: 't1' }, query: {}, body: { keepLocked: 'yes' } })).toThrow('Some fields are not valid');
    expect(() => parseRouteInput(deleteUserRoute, { params: {}, query: {}, body: undefined })).toThrow(expect.objectContaining({ fields: { uid: 'Please input your uid' } }) as Error);
  });

  it('uses the defaults for an optional body left out, and leaves a raw body to its handler', () => {
    expect(parseRouteInput(generateScheduleRoute, { params: { tournamentId: 't1' }, query: {}, body: undefined }).body).toMatchObject({ keepLocked: true });
    expect(parseRouteInput(stripeWebhookRoute, { params: {}, query: {}, body: { id: 'evt' } }).body).toBeUndefined();
  });
});

describe('an answer is checked against its route entry (the test profile)', () => {
  it('passes an answer the entry describes, serialised once or not', () => {
    expect(answerProblem(healthRoute, { status: 200, body: { status: 'ok' } })).toBeUndefined();
    expect(answerProblem(healthRoute, { status: 200, body: new SerializedJson('{"status":"ok"}') })).toBeUndefined();
    expect(answerProblem(healthRoute, { status: 404, body: { error: 'not_found' } })).toBeUndefined();
  });

  it('names a field the entry does not, a wrong status and a body that does not parse', () => {
    expect(answerProblem(healthRoute, { status: 200, body: { status: 'ok', build: '1' } })).toContain('$.build');
    expect(answerProblem(healthRoute, { status: 201, body: { status: 'ok' } })).toContain('answered 201');
    expect(answerProblem(healthRoute, { status: 200, body: { status: 3 } })).toContain('does not parse');
  });
});
