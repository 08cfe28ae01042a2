import { at, eventWriter, KICK_OFF } from '../testing/match-events';
import { foldMatchEvents } from './fold-match-events';
import { elapsedPlayingMs, matchClock } from './match-clock';

const now = (seconds: number) => KICK_OFF + seconds * 1000;

describe('matchClock', () => {
  const e = eventWriter();
  const running = foldMatchEvents([e.start(0)]);

  it('shows nothing before kick-off', () => {
    expect(matchClock(foldMatchEvents([]), now(100))).toEqual({ elapsedSeconds: 0, period: 'not_started', minute: 0, running: false });
  });

  it.each([
    [0, 'first_half', 1],
    [59, 'first_half', 1],
    [60, 'first_half', 2],
    [2699, 'first_half', 45],
    [2700, 'half_time', 45],
    [3599, 'half_time', 45],
    [3600, 'second_half', 46],
    [6299, 'second_half', 90],
    [6300, 'full_time', 90],
    [9000, 'full_time', 90],
  ])('at %i s of play it is the %s, minute %i', (seconds, period, minute) => {
    expect(matchClock(running, now(seconds))).toEqual({ elapsedSeconds: seconds, period, minute, running: true });
  });

  it('follows the tournament’s durations', () => {
    const durations = { firstHalfDuration: 1200, breakDuration: 300, secondHalfDuration: 1200 };
    expect(matchClock(running, now(1250), durations)).toMatchObject({ period: 'half_time', minute: 20 });
    expect(matchClock(running, now(1500), durations)).toMatchObject({ period: 'second_half', minute: 21 });
    expect(matchClock(running, now(2700), durations)).toMatchObject({ period: 'full_time', minute: 40 });
  });

  it('does not count paused time', () => {
    const w = eventWriter();
    const state = foldMatchEvents([w.start(0), w.pause(600), w.resume(900)]);
    expect(matchClock(state, now(1000))).toMatchObject({ elapsedSeconds: 700, minute: 12, running: true });
  });

  it('stands still while paused', () => {
    const w = eventWriter();
    const state = foldMatchEvents([w.start(0), w.pause(600)]);
    expect(matchClock(state, now(600))).toEqual(matchClock(state, now(5000)));
    expect(matchClock(state, now(5000))).toMatchObject({ elapsedSeconds: 600, running: false });
  });

  it('stops at completion, and a completed match is at full time even if ended early', () => {
    const w = eventWriter();
    const state = foldMatchEvents([w.start(0), w.complete(4000)]);
    expect(matchClock(state, now(99_999))).toEqual({ elapsedSeconds: 4000, period: 'full_time', minute: 52, running: false });
  });

  it('accepts now as a Date, epoch ms or ISO string', () => {
    expect(matchClock(running, new Date(now(61))).minute).toBe(2);
    expect(matchClock(running, at(61)).minute).toBe(2);
  });

  it('reads a kick-off held as a Date or epoch milliseconds', () => {
    expect(matchClock({ status: 'in_progress', startedAt: KICK_OFF }, now(61)).minute).toBe(2);
    expect(matchClock({ status: 'in_progress', startedAt: new Date(KICK_OFF) }, now(61)).minute).toBe(2);
  });

  it('never runs backwards when the viewer’s clock is behind the referee’s', () => {
    expect(elapsedPlayingMs(running, now(-30))).toBe(0);
  });
});
