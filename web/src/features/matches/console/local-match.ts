import { applyMatchEvent, currentMatchStatus, type MatchEvent, type MatchEventRejection, type MatchState, type MatchView } from '@pitchside/shared';

/**
 * The server's match as the shared fold's state. The view does not carry the applied event ids; the ids
 * of its goals and cards are the ids of the events that made them, which is what matters: an event the
 * server already has (its answer was lost on the way) is then not counted twice on screen.
 */
export function stateOfView(view: MatchView): MatchState {
  return {
    status: currentMatchStatus(view.status),
    homeScore: view.homeScore,
    awayScore: view.awayScore,
    goals: view.goals,
    cards: view.cards,
    startedAt: view.startedAt,
    pausedAt: view.pausedAt,
    resumedAt: view.resumedAt,
    completedAt: view.completedAt,
    previousPauseTime: view.previousPauseTime,
    lastScoreUpdate: null,
    lastGoalAt: null,
    lastCardAt: null,
    lastUpdate: null,
    appliedEventIds: [...view.goals.map((goal) => goal.id), ...view.cards.map((card) => card.id)],
    extraTimeStartedAt: view.extraTimeStartedAt ?? null,
    homePenalties: view.homePenalties ?? null,
    awayPenalties: view.awayPenalties ?? null,
  };
}

export interface LocalMatch {
  state: MatchState;
  /** Ids of waiting events that are on screen (applied over the server's match). */
  shown: ReadonlySet<string>;
  /**
   * Waiting events that do not apply to the match as this phone knows it. They are still sent: the
   * server may know better (another phone started the match) and has the last word.
   */
  skipped: MatchEventRejection[];
}

/**
 * What the console shows: the server's last word with every waiting tap applied on top, in order, by the
 * same rules the server applies them (shared `applyMatchEvent`).
 */
export function projectMatch(view: MatchView, pending: readonly MatchEvent[]): LocalMatch {
  let state = stateOfView(view);
  const shown = new Set<string>();
  const skipped: MatchEventRejection[] = [];
  for (const event of pending) {
    const result = applyMatchEvent(state, event, { durations: view.durations, knockout: view.stage === 'knockout' });
    if (!result.ok) skipped.push(result.rejection);
    else if (!result.duplicate) {
      state = result.state;
      shown.add(event.id);
    }
  }
  return { state, shown, skipped };
}
