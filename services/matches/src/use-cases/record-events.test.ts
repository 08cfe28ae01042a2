import { AppError, type Actor } from '@pitchside/core';
import { completedMatch, matchesWorld, member, TOURNAMENT, type MatchesWorld } from '../testing/in-memory-ports';
import { recordMatchEvents } from './record-events';

const actor = (uid: string): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles: [] });
const referee = actor('referee');
const otherReferee = actor('other-referee');
const admin = actor('admin');
const stranger = actor('stranger');

/** A match not yet started, assigned to `referee`. */
function world(): MatchesWorld {
  return matchesWorld({
    memberships: [member('referee', { referee: true }), member('other-referee', { referee: true }), member('admin', { admin: true }), member('stranger', { admin: true }, 'org-2')],
    matches: [
      completedMatch('m1', {
        status: '',
        homeScore: 0,
        awayScore: 0,
        startedAt: null,
        completedAt: null,
        refereeId: 'referee',
        refereeName: 'Rita Referee',
        version: 1,
      }),
    ],
    coaches: {},
  });
}

const at = (minute: number) => new Date(Date.parse('2026-06-01T10:00:00.000Z') + minute * 60_000).toISOString();
const start = (id = 'e-start') => ({ id, type: 'start', at: at(0) });
const goal = (id: string, minute = 5) => ({ id, type: 'goal', at: at(minute), teamType: 'home', playerId: 'p9', playerName: 'Nine' });
const complete = (id = 'e-end') => ({ id, type: 'complete', at: at(50) });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe("recording a referee's events", () => {
  it("applies each event in order, logs it under the referee's name on the match, and tells the queue", async () => {
    const w = world();
    const result = await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [start(), goal('e-goal')]);
    expect(result.results).toEqual([
      { eventId: 'e-start', outcome: 'applied' },
      { eventId: 'e-goal', outcome: 'applied' },
    ]);
    expect(w.matches.get('m1')).toMatchObject({ status: 'in_progress', homeScore: 1, awayScore: 0, version: 3, appliedEventIds: ['e-start', 'e-goal'] });
    expect(w.log.map((entry) => [entry.type, entry.by])).toEqual([
      ['start', 'referee'],
      ['goal', 'referee'],
    ]);
    expect(w.published.map((message) => message.type)).toEqual(['match-updated', 'match-updated']);
    expect(result.match.homeScore).toBe(1);
  });

  it('answers an event sent again as a duplicate and writes nothing', async () => {
    const w = world();
    await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [start(), goal('e-goal')]);
    const again = await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [goal('e-goal')]);
    expect(again.results).toEqual([{ eventId: 'e-goal', outcome: 'duplicate' }]);
    expect(w.matches.get('m1')).toMatchObject({ homeScore: 1, version: 3 });
    expect(w.log).toHaveLength(2);
  });

  it('rejects a malformed or illegal event on its own and still applies the rest', async () => {
    const w = world();
    const result = await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [goal('too-early'), { id: 'bad', type: 'goal', at: 'yesterday' }, start()]);
    expect(result.results[0]).toMatchObject({ eventId: 'too-early', outcome: 'rejected' });
    expect(result.results[0]?.outcome === 'rejected' && result.results[0].code).not.toBe('invalid_event');
    expect(result.results[1]).toMatchObject({ eventId: 'bad', outcome: 'rejected', code: 'invalid_event' });
    expect(result.results[2]).toEqual({ eventId: 'e-start', outcome: 'applied' });
    expect(w.matches.get('m1')).toMatchObject({ status: 'in_progress', homeScore: 0, version: 2 });
  });

  it('re-reads and re-applies when another phone wrote first, so both goals count once', async () => {
    const w = world();
    await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [start()]);
    // The admin's phone records its goal just before the referee's conditional write is checked.
    w.race(() => {
      const stored = w.matches.get('m1');
      if (!stored) throw new Error('no match');
      w.matches.set('m1', { ...stored, homeScore: 1, appliedEventIds: [...stored.appliedEventIds, 'admin-goal'], version: stored.version + 1 });
    });
    const result = await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [goal('e-goal')]);
    expect(result.results).toEqual([{ eventId: 'e-goal', outcome: 'applied' }]);
    expect(w.matches.get('m1')).toMatchObject({ homeScore: 2, appliedEventIds: ['e-start', 'admin-goal', 'e-goal'], version: 4 });
  });

  it('tells the queue a match completed, and again when the completion is retried', async () => {
    const w = world();
    await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [start(), goal('e-goal'), complete()]);
    expect(w.published.at(-1)).toMatchObject({ type: 'match-completed', tournamentId: TOURNAMENT, matchId: 'm1', division: 'U12' });
    await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [complete()]);
    expect(w.published.map((message) => message.type).slice(-2)).toEqual(['match-completed', 'match-completed']);
    expect(w.matches.get('m1')?.status).toBe('completed');
  });

  it("reads a match stored with the legacy 'live' status as in progress", async () => {
    const w = world();
    w.matches.set('m1', { ...(w.matches.get('m1') as NonNullable<ReturnType<typeof w.matches.get>>), status: 'live', startedAt: at(0), appliedEventIds: ['old-start'] });
    const result = await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [goal('e-goal')]);
    expect(result.results).toEqual([{ eventId: 'e-goal', outcome: 'applied' }]);
    expect(w.matches.get('m1')).toMatchObject({ status: 'in_progress', homeScore: 1 });
  });

  it('lets the assigned referee and an admin run the match, refuses another referee, hides it from another organization', async () => {
    const w = world();
    expect((await recordMatchEvents(w.ports, admin, TOURNAMENT, 'm1', [start()])).results[0]?.outcome).toBe('applied');
    expect(w.log[0]?.by).toBe('admin');
    expect(await refusal(recordMatchEvents(w.ports, otherReferee, TOURNAMENT, 'm1', [goal('e-goal')]))).toMatchObject({ status: 403 });
    expect(await refusal(recordMatchEvents(w.ports, stranger, TOURNAMENT, 'm1', [goal('e-goal')]))).toMatchObject({ status: 404 });
    expect(w.matches.get('m1')?.homeScore).toBe(0);
  });
});
