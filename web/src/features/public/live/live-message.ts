import type { LiveUpdate } from '@pitchside/shared';

/** What the server sent on the live socket: the answer to a subscribe, an update, or nothing the page uses. */
export type LiveMessage = { kind: 'ack' } | { kind: 'update'; update: LiveUpdate } | undefined;

function isLiveUpdate(value: unknown): value is LiveUpdate {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'match' || kind === 'standings' || kind === 'digest' || kind === 'announcements';
}

/** Reads one frame; anything that is not JSON, not an object or of an unknown kind is ignored. */
export function readLiveMessage(data: unknown): LiveMessage {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  // The answer to a subscribe (an error answer too: nothing more will come for it).
  if ('subscribed' in message || 'error' in message) return { kind: 'ack' };
  return isLiveUpdate(message) ? { kind: 'update', update: message } : undefined;
}
