import type { MatchEvent } from '@pitchside/shared';
import type { MatchRecord } from '@pitchside/core/data';
import { notificationsFor } from './notify-match-event';

const match = { tournamentId: 't1', matchId: 'm1', pausedAt: null, resumedAt: null } as unknown as MatchRecord;
const event = (type: string, extra: Record<string, unknown> = {}) => ({ id: `e-${type}`, type, at: '2026-06-01T10:00:00.000Z', ...extra }) as unknown as MatchEvent;

describe('notificationsFor (what phones hear of a console event)', () => {
  it('kick-off, a goal by its id, full-time with the coaches asked to confirm', () => {
    expect(notificationsFor(match, event('start'))).toEqual([{ kind: 'kickoff', tournamentId: 't1', matchId: 'm1' }]);
    expect(notificationsFor(match, event('goal', { teamType: 'home' }))).toEqual([{ kind: 'goal', tournamentId: 't1', matchId: 'm1', goalId: 'e-goal' }]);
    expect(notificationsFor(match, event('complete')).map((request) => request.kind)).toEqual(['fulltime', 'confirmationAwaited']);
  });

  it('half-time is the first pause only: a later pause (an injury) tells nobody', () => {
    expect(notificationsFor(match, event('pause'))).toEqual([{ kind: 'halftime', tournamentId: 't1', matchId: 'm1' }]);
    expect(notificationsFor({ ...match, resumedAt: '2026-06-01T10:50:00.000Z' }, event('pause'))).toEqual([]);
  });

  it('cards, resumes and corrections tell nobody', () => {
    for (const type of ['card', 'resume', 'goal-removed', 'reset']) expect(notificationsFor(match, event(type))).toEqual([]);
  });
});
