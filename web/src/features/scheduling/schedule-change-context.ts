import { createContext, useContext } from 'react';

/**
 * Called after any change to the schedule (generate, move, shift, restore): the schedule is the
 * tournament's match rows, so the route refreshes what the tournament pages show of them. A context,
 * because the feature must not import the tournaments feature's query keys.
 */
export const ScheduleChangeContext = createContext<() => void>(() => undefined);

export function useOnScheduleChanged(): () => void {
  return useContext(ScheduleChangeContext);
}
