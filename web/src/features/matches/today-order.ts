import { calendarDay, type MatchView } from '@pitchside/shared';

/** Live first, then those still to play, finished ones last; by kick-off within each. */
const stage = (match: MatchView) => (match.effectiveStatus === 'completed' ? 2 : match.effectiveStatus === '' ? 1 : 0);

/** The matches of `list` that are played today (on this device's calendar): what is on now and next first. */
export function playedToday(list: readonly MatchView[], today = calendarDay(new Date())): MatchView[] {
  return list.filter((match) => match.date === today).sort((a, b) => stage(a) - stage(b) || a.time.localeCompare(b.time));
}
