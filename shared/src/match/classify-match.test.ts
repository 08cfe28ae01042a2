import { KICK_OFF } from '../testing/match-events';
import { classifyMatch } from './classify-match';

describe('classifyMatch', () => {
  const today = '2025-06-01';

  it.each(['in_progress', 'live', 'paused', 'resumed'])('lists a %s match as live', (status) => {
    expect(classifyMatch({ status, date: '2025-05-20' }, today)).toBe('live');
  });

  it('lists a completed match as completed, whatever its date', () => {
    expect(classifyMatch({ status: 'completed', date: '2025-07-01' }, today)).toBe('completed');
    expect(classifyMatch({ status: 'completed', date: '2025-05-01' }, today)).toBe('completed');
  });

  it('lists a not-started match dated today or later as upcoming', () => {
    expect(classifyMatch({ status: '', date: '2025-06-01' }, today)).toBe('upcoming');
    expect(classifyMatch({ status: '', date: '2025-06-01T18:30:00Z' }, today)).toBe('upcoming');
    expect(classifyMatch({ status: '', date: '2026-01-01' }, today)).toBe('upcoming');
  });

  it('lists a never-completed match dated before today as past', () => {
    expect(classifyMatch({ status: '', date: '2025-05-31' }, today)).toBe('past');
  });

  it('lists an undated match as upcoming', () => expect(classifyMatch({ status: '' }, today)).toBe('upcoming'));

  it('reads today from a Date in local time', () => {
    expect(classifyMatch({ status: '', date: '2025-06-01' }, new Date(2025, 5, 1, 23, 30))).toBe('upcoming');
    expect(classifyMatch({ status: '', date: '2025-06-01' }, new Date(2025, 5, 2, 0, 30))).toBe('past');
  });

  it('with a time, lists a forgotten running match as completed', () => {
    const match = { status: 'in_progress', date: today, startedAt: new Date(KICK_OFF).toISOString() };
    expect(classifyMatch(match, today, { now: KICK_OFF + 6301_000 })).toBe('completed');
    expect(classifyMatch(match, today, { now: KICK_OFF + 60_000 })).toBe('live');
    expect(classifyMatch(match, today)).toBe('live');
  });
});
