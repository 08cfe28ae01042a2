import type { Actor } from '@pitchside/core';
import { completedMatch, matchesWorld, member, TOURNAMENT, type MatchesWorld } from '../testing/in-memory-ports';
import { confirmMatchScore } from './confirm-score';
import { openDispute, resolveDispute } from './disputes';
import { recordMatchEvents } from './record-events';

const actor = (uid: string): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles: [] });
const [homeCoach, awayCoach, admin, referee] = [actor('coach-home'), actor('coach-away'), actor('admin'), actor('referee')];

function world(): MatchesWorld {
  return matchesWorld({
    memberships: [member('coach-home', { coach: true }), member('coach-away', { coach: true }), member('admin', { admin: true }), member('referee', { referee: true })],
    matches: [completedMatch('m1', { refereeId: 'referee', refereeName: 'Rita', completedAt: '2026-06-01T11:50:00.000Z' })],
    coaches: { home: 'coach-home', away: 'coach-away' },
  });
}

const event = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, at: '2026-06-01T11:55:00.000Z', ...extra });

it("the match's referee cannot reset and replay a result a coach confirmed; the coach's dispute stays open", async () => {
  const w = world();
  await confirmMatchScore(w.ports, homeCoach, TOURNAMENT, 'm1', { teamType: 'home' });
  const replay = await recordMatchEvents(w.ports, referee, TOURNAMENT, 'm1', [event('r1', 'reset'), event('s1', 'start'), event('g1', 'goal', { teamType: 'away', playerId: 'p', playerName: 'P' })]);
  expect(replay.results[0]).toMatchObject({ outcome: 'rejected', code: 'result_confirmed' });
  expect(w.matches.get('m1')).toMatchObject({ status: 'completed', homeScore: 2, awayScore: 1, scoreConfirmations: [expect.objectContaining({ teamType: 'home' })] });
  // The other side never confirmed: its dispute is still open to it.
  await expect(openDispute(w.ports, awayCoach, TOURNAMENT, 'm1', { teamType: 'away', reason: 'Offside goal' })).resolves.toMatchObject({ disputed: true });
});

it("the organizer's reset of a confirmed result clears the confirmations, so the replayed result is confirmed or disputed afresh", async () => {
  const w = world();
  await confirmMatchScore(w.ports, homeCoach, TOURNAMENT, 'm1', { teamType: 'home' });
  const replay = await recordMatchEvents(w.ports, admin, TOURNAMENT, 'm1', [event('r1', 'reset'), event('s1', 'start'), event('c1', 'complete')]);
  expect(replay.results.map((result) => result.outcome)).toEqual(['applied', 'applied', 'applied']);
  expect(w.matches.get('m1')).toMatchObject({ status: 'completed', homeScore: 0, awayScore: 0, scoreConfirmations: [] });
  expect(w.notified).toContainEqual({ kind: 'confirmationAwaited', tournamentId: TOURNAMENT, matchId: 'm1' });
  await expect(openDispute(w.ports, homeCoach, TOURNAMENT, 'm1', { teamType: 'home', reason: 'Not the score we played' })).resolves.toMatchObject({ disputed: true });
});

it("a correction clears the other side's confirmation of the old score and asks the coaches again", async () => {
  const w = world();
  await confirmMatchScore(w.ports, homeCoach, TOURNAMENT, 'm1', { teamType: 'home' });
  await openDispute(w.ports, awayCoach, TOURNAMENT, 'm1', { teamType: 'away', reason: 'Our goal was not counted' });
  const disputeId = w.matches.get('m1')?.disputes?.[0]?.disputeId ?? '';
  w.notified.length = 0;
  await resolveDispute(w.ports, admin, TOURNAMENT, 'm1', disputeId, { decision: 'correct', homeScore: 2, awayScore: 2 });
  expect(w.matches.get('m1')).toMatchObject({ homeScore: 2, awayScore: 2, scoreConfirmations: [] });
  expect(w.notified).toEqual([{ kind: 'confirmationAwaited', tournamentId: TOURNAMENT, matchId: 'm1' }]);
});
