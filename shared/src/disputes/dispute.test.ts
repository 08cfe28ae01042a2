import { fieldErrors } from '../validation/field-errors';
import { createTournamentInputSchema, updateTournamentInputSchema } from '../entities/tournament';
import { toPublicMatch, type PublicMatchSource } from '../public/to-public-match';
import { DISPUTE_MESSAGES, DISPUTE_REASON_MAX, disputeRefusal, disputeWindowEndsAt, openDisputeInputSchema, resolveDisputeInputSchema, type MatchDispute } from './dispute';
import { applyMatchLogEvent, foldMatchLog, type MatchLogEvent } from './dispute-log-event';

const reasonError = (reason: unknown) => {
  const parsed = openDisputeInputSchema.safeParse({ teamType: 'home', reason });
  return parsed.success ? null : fieldErrors(parsed.error).reason;
};

describe('the dispute input', () => {
  it('needs a reason, trimmed, within its maximum, without control characters', () => {
    expect(reasonError('  The second goal was offside  ')).toBeNull();
    expect(openDisputeInputSchema.parse({ teamType: 'away', reason: ' Offside \n' })).toEqual({ teamType: 'away', reason: 'Offside' });
    expect(reasonError('   ')).toBe(DISPUTE_MESSAGES.reasonRequired);
    expect(reasonError(undefined)).toBe(DISPUTE_MESSAGES.reasonRequired);
    expect(reasonError('x'.repeat(DISPUTE_REASON_MAX + 1))).toBe(DISPUTE_MESSAGES.reasonTooLong);
    expect(reasonError('bad\u0000byte')).toBe(DISPUTE_MESSAGES.controlCharacters);
    expect(reasonError('line one\nline two')).toBeNull();
    expect(openDisputeInputSchema.safeParse({ teamType: 'home', reason: 'x', extra: 1 }).success).toBe(false);
  });

  it('resolves by upholding, or by correcting to a score in range', () => {
    expect(resolveDisputeInputSchema.parse({ decision: 'uphold' })).toEqual({ decision: 'uphold' });
    expect(resolveDisputeInputSchema.parse({ decision: 'correct', homeScore: 3, awayScore: 0, note: 'Video' })).toEqual({ decision: 'correct', homeScore: 3, awayScore: 0, note: 'Video' });
    expect(resolveDisputeInputSchema.safeParse({ decision: 'correct', homeScore: -1, awayScore: 0 }).success).toBe(false);
    expect(resolveDisputeInputSchema.safeParse({ decision: 'correct', homeScore: 100, awayScore: 0 }).success).toBe(false);
    expect(resolveDisputeInputSchema.safeParse({ decision: 'correct', homeScore: 1 }).success).toBe(false);
    expect(resolveDisputeInputSchema.safeParse({ decision: 'uphold', note: 'a\u0007' }).success).toBe(false);
  });
});

describe('the dispute window on the tournament', () => {
  it('accepts 0 to a week in whole minutes, on create and on edit', () => {
    const base = { name: 'Cup', type: 'tournament', days: 'weekends', startDate: '2026-06-01', endDate: '2026-06-02', venue: 'Park', ageGroups: ['u12'], genders: ['boys'] };
    expect(createTournamentInputSchema.parse(base).disputeWindowMinutes).toBeUndefined();
    expect(createTournamentInputSchema.parse({ ...base, disputeWindowMinutes: 0 }).disputeWindowMinutes).toBe(0);
    expect(createTournamentInputSchema.safeParse({ ...base, disputeWindowMinutes: 10081 }).success).toBe(false);
    expect(updateTournamentInputSchema.parse({ disputeWindowMinutes: 90 })).toEqual({ disputeWindowMinutes: 90 });
    expect(updateTournamentInputSchema.safeParse({ disputeWindowMinutes: 1.5 }).success).toBe(false);
  });

  it('ends the window minutes after completion', () => {
    expect(disputeWindowEndsAt('2026-06-01T11:00:00.000Z', 45)).toBe('2026-06-01T11:45:00.000Z');
    expect(disputeWindowEndsAt('2026-06-01T11:00:00.000Z', undefined)).toBe('2026-06-01T12:00:00.000Z');
    expect(disputeWindowEndsAt(null, 45)).toBeNull();
  });
});

const completed = { status: 'completed', completedAt: '2026-06-01T11:00:00.000Z', disputes: [] as MatchDispute[], scoreConfirmations: [] as { teamType: 'home' | 'away' }[] };
const at = (iso: string) => new Date(iso);

describe('who may dispute', () => {
  it('refuses before completion, after the window, after confirming, and twice for a side', () => {
    expect(disputeRefusal(completed, 'home', 60, at('2026-06-01T11:59:59.999Z'))).toBeNull();
    expect(disputeRefusal(completed, 'home', 60, at('2026-06-01T12:00:00.000Z'))?.code).toBe('window_closed');
    expect(disputeRefusal({ ...completed, status: 'paused' }, 'home', 60, at('2026-06-01T11:10:00.000Z'))?.code).toBe('not_completed');
    expect(disputeRefusal({ ...completed, scoreConfirmations: [{ teamType: 'home' }] }, 'home', 60, at('2026-06-01T11:10:00.000Z'))?.code).toBe('confirmed_already');
    const disputed = { ...completed, disputes: [{ teamType: 'home', status: 'upheld' } as MatchDispute] };
    expect(disputeRefusal(disputed, 'home', 60, at('2026-06-01T11:10:00.000Z'))?.code).toBe('already_disputed');
    expect(disputeRefusal(disputed, 'away', 60, at('2026-06-01T11:10:00.000Z'))).toBeNull();
  });
});

const event = (id: string, type: string, extra: object = {}) => ({ id, type, at: '2026-06-01T10:00:00.000Z', ...extra }) as MatchLogEvent;
const played: MatchLogEvent[] = [event('s', 'start'), event('g1', 'goal', { teamType: 'home', playerId: 'p', playerName: 'Ann' }), event('c', 'complete', { at: '2026-06-01T11:40:00.000Z' })];

describe('the dispute steps in the match log', () => {
  it('folds to the corrected score, and opening or upholding changes nothing', () => {
    const log = [
      ...played,
      event('o', 'dispute-opened', { disputeId: 'd', teamType: 'away', reason: 'r' }),
      event('x', 'score-corrected', { disputeId: 'd', homeScore: 1, awayScore: 1, previousHomeScore: 1, previousAwayScore: 0 }),
    ];
    expect(foldMatchLog(log)).toMatchObject({ status: 'completed', homeScore: 1, awayScore: 1 });
    expect(foldMatchLog([...played, event('o', 'dispute-opened', { disputeId: 'd', teamType: 'away', reason: 'r' }), event('u', 'dispute-upheld', { disputeId: 'd' })])).toMatchObject({
      homeScore: 1,
      awayScore: 0,
    });
  });

  it('applies to a completed match only, and a knockout correction must leave a winner', () => {
    const running = foldMatchLog(played.slice(0, 2));
    const correction = event('x', 'score-corrected', { disputeId: 'd', homeScore: 2, awayScore: 2, previousHomeScore: 1, previousAwayScore: 0 });
    expect(applyMatchLogEvent(running, correction).ok).toBe(false);
    expect(applyMatchLogEvent(foldMatchLog(played), correction, { knockout: true })).toMatchObject({ ok: false, rejection: { message: DISPUTE_MESSAGES.knockoutLevel } });
    expect(applyMatchLogEvent(foldMatchLog(played), correction)).toMatchObject({ ok: true, state: { homeScore: 2, awayScore: 2 } });
  });
});

describe('the public view', () => {
  const source = {
    tournamentId: 't',
    matchId: 'm',
    division: 'U12',
    bracket: null,
    date: '2026-06-01',
    time: '10:00',
    field: null,
    homeTeam: 'Lions',
    homeTeamKey: 'lions',
    awayTeam: 'Tigers',
    awayTeamKey: 'tigers',
    status: 'completed',
    homeScore: 2,
    awayScore: 1,
    goals: [],
    cards: [],
    startedAt: '2026-06-01T10:00:00.000Z',
    pausedAt: null,
    resumedAt: null,
    completedAt: '2026-06-01T11:40:00.000Z',
    previousPauseTime: 0,
  } satisfies PublicMatchSource;
  const open = { disputeId: 'd', teamType: 'home', status: 'open', reason: 'secret', coachName: 'Coach' } as MatchDispute;
  const now = at('2026-06-01T12:00:00.000Z');

  it('says disputed while a dispute is open, and nothing of who or why', () => {
    const view = toPublicMatch({ ...source, disputes: [open] }, {}, false, now);
    expect(view.disputed).toBe(true);
    expect(JSON.stringify(view)).not.toContain('secret');
    expect(toPublicMatch({ ...source, disputes: [{ ...open, status: 'corrected' }] }, {}, false, now).disputed).toBe(false);
    expect(toPublicMatch(source, {}, false, now).disputed).toBe(false);
    expect(toPublicMatch({ ...source, disputes: [open] }, {}, true, now).disputed).toBe(false);
  });
});
