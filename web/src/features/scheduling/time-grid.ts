/** The board's time arithmetic: 'HH:MM' on a day, minutes after midnight, and the kick-off grid. */
import { formatMinutes as toHhmm, minutesOfDay as toMinutes } from '@pitchside/shared';

export { toHhmm, toMinutes };

/** The nearest kick-off on the `step` grid (counted from midnight, as the generator counts). */
export function snapToGrid(minutes: number, step: number): number {
  return Math.round(minutes / Math.max(1, step)) * Math.max(1, step);
}

/** Whole hours from the window's opening (rounded down) to its close (rounded up): the grid's row labels. */
export function hourMarks(open: number, close: number): number[] {
  const marks: number[] = [];
  for (let hour = Math.floor(open / 60) * 60; hour <= close; hour += 60) marks.push(hour);
  return marks;
}

/**
 * Side-by-side lanes for the cards of one pitch-day: matches whose times overlap (a double booking the
 * board must show, not hide) each get a lane, so no card covers another. `lanes` is how many the match's
 * overlapping cluster needs; a pitch-day without clashes is one lane for everybody.
 */
export function cardLanes(matches: readonly { matchId: string; start: number; end: number }[]): Map<string, { lane: number; lanes: number }> {
  const sorted = [...matches].sort((a, b) => a.start - b.start || a.end - b.end || a.matchId.localeCompare(b.matchId));
  const out = new Map<string, { lane: number; lanes: number }>();
  let cluster: { matchId: string; lane: number }[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  let laneEnds: number[] = [];
  const close = () => {
    for (const { matchId, lane } of cluster) out.set(matchId, { lane, lanes: laneEnds.length });
    cluster = [];
    laneEnds = [];
  };
  for (const match of sorted) {
    if (match.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= match.start);
    if (lane === -1) lane = laneEnds.push(match.end) - 1;
    else laneEnds[lane] = match.end;
    cluster.push({ matchId: match.matchId, lane });
    clusterEnd = Math.max(clusterEnd, match.end);
  }
  close();
  return out;
}
