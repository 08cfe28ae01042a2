import { MAX_EVENTS_PER_MATCH } from '../validation/limits';
import { applyMatchEvent } from './apply-match-event';
import { initialMatchState } from './match-state';

it(`refuses every event, a reset too, once a match holds ${MAX_EVENTS_PER_MATCH}; a replayed one stays a no-op`, () => {
  const ids = Array.from({ length: MAX_EVENTS_PER_MATCH }, (_, index) => `e-${index}`);
  const full = { ...initialMatchState(ids), status: 'in_progress' as const, startedAt: '2026-06-01T10:00:00.000Z' };
  const at = '2026-06-01T10:10:00.000Z';
  for (const event of [
    { id: 'card', type: 'card' as const, at, teamType: 'home' as const, cardType: 'yellow' as const, playerId: 'p', playerName: 'P' },
    { id: 'reset', type: 'reset' as const, at },
  ]) {
    expect(applyMatchEvent(full, event)).toMatchObject({ ok: false, rejection: { code: 'match_full' } });
  }
  expect(applyMatchEvent(full, { id: 'e-0', type: 'pause', at })).toMatchObject({ ok: true, duplicate: true });
  const room = { ...full, appliedEventIds: ids.slice(1) };
  expect(applyMatchEvent(room, { id: 'pause', type: 'pause', at })).toMatchObject({ ok: true, duplicate: false });
});
