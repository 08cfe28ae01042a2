import type { MatchEvent } from '@pitchside/shared';

type Payload<T extends MatchEvent['type']> = Omit<Extract<MatchEvent, { type: T }>, 'id' | 'type' | 'at' | 'by'>;

/** A v4 UUID; `crypto.randomUUID` needs a secure context, which a phone on a plain-http LAN address lacks. */
export function newEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A tap as an event: its own id (so a resend is a no-op on the server) and the moment it happened. */
export function newEvent<T extends MatchEvent['type']>(type: T, payload: Payload<T>, at: Date = new Date()): MatchEvent {
  return { id: newEventId(), type, at: at.toISOString(), ...payload } as MatchEvent;
}
