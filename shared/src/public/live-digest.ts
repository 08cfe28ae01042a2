/**
 * A tournament's overview topic gets at most one digest per this window; the events in between are not
 * sent on their own. The page therefore reads its lists once more after the window (the trailing edge).
 */
export const LIVE_DIGEST_WINDOW_SECONDS = 10;
