import { applyMatchEvent, type MatchEventOptions } from './apply-match-event';
import type { MatchEvent } from './match-event';
import type { MatchEventRejection } from './match-event-rejection';
import { initialMatchState, type MatchState } from './match-state';

/** The state a log leads to, plus the events of the log that could not apply. */
export interface MatchFold extends MatchState {
  rejected: MatchEventRejection[];
}

/**
 * Replays a match's event log in log order (the order the server accepted the events, not sorted by
 * `at`). An event whose id was seen before is skipped silently, whether it was applied or refused the
 * first time, so a log with replayed events folds like the log without them. An illegal event (pause
 * before start, goal after completion, …) is skipped and reported in `rejected`; the fold goes on.
 */
export function foldMatchEvents(events: Iterable<MatchEvent>, options: MatchEventOptions = {}): MatchFold {
  const seen = new Set<string>();
  const rejected: MatchEventRejection[] = [];
  let state = initialMatchState();
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const result = applyMatchEvent(state, event, options);
    if (result.ok) state = result.state;
    else rejected.push(result.rejection);
  }
  return { ...state, rejected };
}
