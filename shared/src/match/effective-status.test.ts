import { eventWriter, KICK_OFF } from '../testing/match-events';
import { effectiveStatus } from './effective-status';
import { foldMatchEvents } from './fold-match-events';

const now = (seconds: number) => KICK_OFF + seconds * 1000;

describe('effectiveStatus (auto-completion)', () => {
  const e = eventWriter();
  const running = foldMatchEvents([e.start(0)]);

  it('keeps a running match running up to first half + break + second half (default 6300 s)', () => {
    expect(effectiveStatus(running, null, now(6300))).toBe('in_progress');
  });

  it('shows a running match past its full time as completed', () => {
    expect(effectiveStatus(running, null, now(6301))).toBe('completed');
  });

  it('uses the tournament’s durations', () => {
    const durations = { firstHalfDuration: 1200, breakDuration: 300, secondHalfDuration: 1200 };
    expect(effectiveStatus(running, durations, now(2700))).toBe('in_progress');
    expect(effectiveStatus(running, durations, now(2701))).toBe('completed');
  });

  it('falls back to the default for a duration the tournament lacks', () => {
    expect(effectiveStatus(running, { firstHalfDuration: 1200 }, now(4801))).toBe('completed');
    expect(effectiveStatus(running, { firstHalfDuration: 1200 }, now(4800))).toBe('in_progress');
  });

  it('does not count paused time: an injury stoppage does not end the match early', () => {
    const w = eventWriter();
    const resumed = foldMatchEvents([w.start(0), w.pause(1000), w.resume(2000)]);
    expect(effectiveStatus(resumed, null, now(7000))).toBe('resumed');
    expect(effectiveStatus(resumed, null, now(7301))).toBe('completed');
  });

  it('never auto-completes a paused match', () => {
    const w = eventWriter();
    const paused = foldMatchEvents([w.start(0), w.pause(6000)]);
    expect(effectiveStatus(paused, null, now(99_999))).toBe('paused');
  });

  it('treats the legacy status live like in_progress', () => {
    expect(effectiveStatus({ ...running, status: 'live' }, null, now(7000))).toBe('completed');
    expect(effectiveStatus({ ...running, status: 'live' }, null, now(60))).toBe('live');
  });

  it('leaves other statuses as they are', () => {
    expect(effectiveStatus(foldMatchEvents([]), null, now(99_999))).toBe('');
    expect(effectiveStatus({ status: 'in_progress', startedAt: null }, null, now(99_999))).toBe('in_progress');
  });
});
