import { AppError, ForbiddenError, NotFoundError, type Actor } from '@pitchside/core';
import { DISPUTE_MESSAGES, type MatchDispute } from '@pitchside/shared';
import { completedMatch, matchesWorld, member, TOURNAMENT, type MatchesWorld } from '../testing/in-memory-ports';
import { confirmMatchScore } from './confirm-score';
import { listDisputes, openDispute, resolveDispute } from './disputes';

const actor = (uid: string): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles: [] });
const coach = actor('coach-home');
const otherCoach = actor('coach-away');
const admin = actor('admin');
const linkedAdmin = actor('linked');
const unlinkedAdmin = actor('unlinked');
const referee = actor('referee');

function world(overrides: Parameters<typeof matchesWorld>[0]['tournament'] = {}, matches = [completedMatch('m1')]): MatchesWorld {
  return matchesWorld({
    memberships: [
      member('coach-home', { coach: true }),
      member('coach-away', { coach: true }),
      member('admin', { admin: true }),
      member('linked', { tournamentadmin: true }),
      member('unlinked', { tournamentadmin: true }),
      member('referee', { referee: true }),
      member('assignor', { refereeassignor: true }),
      member('stranger', { admin: true }, 'org-2'),
    ],
    linked: ['linked'],
    tournament: overrides,
    matches,
    coaches: { home: 'coach-home', away: 'coach-away' },
  });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const dispute = (w: MatchesWorld, who = coach, teamType: 'home' | 'away' = 'home') => openDispute(w.ports, who, TOURNAMENT, 'm1', { teamType, reason: 'Our second goal was not counted' });
const openOne = (w: MatchesWorld) => w.matches.get('m1')?.disputes?.[0] as MatchDispute;

describe('opening a dispute', () => {
  it('records it on the match and in its log, tells spectators, and stops that side confirming', async () => {
    const w = world();
    const view = await dispute(w);
    expect(view.disputed).toBe(true);
    expect(view.disputes).toEqual([
      expect.objectContaining({ teamType: 'home', teamName: 'Lions', coachName: 'Name of coach-home', status: 'open', homeScore: 2, awayScore: 1, reason: 'Our second goal was not counted' }),
    ]);
    expect(view.can.confirm).toEqual([]);
    expect(view.can.dispute).toEqual([]);
    expect(w.log).toEqual([{ matchId: 'm1', seq: 6, type: 'dispute-opened', by: 'coach-home' }]);
    expect(w.published.map((message) => message.type)).toEqual(['match-updated']);
  });

  it('is open until the window after the final whistle ends, and says so once it has', async () => {
    const open = world();
    open.setNow('2026-06-01T12:39:59.000Z');
    await expect(dispute(open)).resolves.toMatchObject({ disputed: true });

    const closed = world();
    closed.setNow('2026-06-01T12:40:00.000Z');
    expect(await refusal(dispute(closed))).toEqual({ status: 409, code: 'dispute_window_closed', message: DISPUTE_MESSAGES.windowClosed });
    expect(closed.log).toEqual([]);
  });

  it('uses the window the organizer set, and 0 turns disputes off', async () => {
    const longer = world({ disputeWindowMinutes: 180 });
    longer.setNow('2026-06-01T14:00:00.000Z');
    await expect(dispute(longer)).resolves.toMatchObject({ disputed: true });
    const off = world({ disputeWindowMinutes: 0 });
    off.setNow('2026-06-01T11:40:00.000Z');
    expect((await refusal(dispute(off))).code).toBe('dispute_window_closed');
  });

  it('happens once per side, even after the first was resolved; the other side may still dispute', async () => {
    const w = world();
    await dispute(w);
    expect(await refusal(dispute(w))).toEqual({ status: 409, code: 'already_disputed', message: DISPUTE_MESSAGES.alreadyDisputed });
    await resolveDispute(w.ports, admin, TOURNAMENT, 'm1', openOne(w).disputeId, { decision: 'uphold' });
    expect((await refusal(dispute(w))).code).toBe('already_disputed');
    await expect(dispute(w, otherCoach, 'away')).resolves.toMatchObject({ disputed: true });
  });

  it('is refused after that side confirmed, and before the match is completed', async () => {
    const w = world();
    await confirmMatchScore(w.ports, coach, TOURNAMENT, 'm1', { teamType: 'home' });
    expect(await refusal(dispute(w))).toEqual({ status: 409, code: 'already_confirmed', message: DISPUTE_MESSAGES.confirmedAlready });
    const playing = world({}, [completedMatch('m1', { status: 'in_progress', completedAt: null })]);
    expect((await refusal(dispute(playing))).message).toBe(DISPUTE_MESSAGES.notCompleted);
  });

  it('belongs to the coach of that side only', async () => {
    const w = world();
    await expect(dispute(w, otherCoach, 'home')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(dispute(w, referee, 'home')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(dispute(w, actor('stranger'), 'home')).rejects.toBeInstanceOf(NotFoundError);
    await expect(openDispute(w.ports, coach, 'another-tournament', 'm1', { teamType: 'home', reason: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('is refused to the coach of a team of another organization, even when the tournament entry names that team', async () => {
    const w = matchesWorld({
      memberships: [member('coach-home', { coach: true })],
      matches: [completedMatch('m1')],
      coaches: { home: 'coach-home' },
      teamOrgs: { home: 'org-2' },
    });
    await expect(dispute(w)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(confirmMatchScore(w.ports, coach, TOURNAMENT, 'm1', { teamType: 'home' })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('loses to a confirmation written first: the retry sees it and refuses', async () => {
    const w = world();
    w.race(() => {
      const stored = w.matches.get('m1');
      if (stored)
        w.matches.set('m1', {
          ...stored,
          version: stored.version + 1,
          scoreConfirmations: [{ coachId: 'coach-home', coachName: 'C', teamType: 'home', teamName: 'Lions', confirmedAt: '2026-06-01T11:50:00.000Z' }],
        });
    });
    expect((await refusal(dispute(w))).code).toBe('already_confirmed');
    expect(w.matches.get('m1')?.disputes).toEqual([]);
  });
});

describe('confirming while a dispute is open', () => {
  it('is refused for that side, and allowed again once the dispute is resolved', async () => {
    const w = world();
    await dispute(w);
    expect(await refusal(confirmMatchScore(w.ports, coach, TOURNAMENT, 'm1', { teamType: 'home' }))).toEqual({ status: 409, code: 'dispute_open', message: DISPUTE_MESSAGES.confirmWhileDisputed });
    await resolveDispute(w.ports, admin, TOURNAMENT, 'm1', openOne(w).disputeId, { decision: 'uphold' });
    await expect(confirmMatchScore(w.ports, coach, TOURNAMENT, 'm1', { teamType: 'home' })).resolves.toMatchObject({ scoreConfirmations: [expect.objectContaining({ teamType: 'home' })] });
  });

  it('loses to a dispute written first', async () => {
    const w = world();
    w.race(() => {
      const stored = w.matches.get('m1');
      if (stored) w.matches.set('m1', { ...stored, version: stored.version + 1, disputes: [{ ...disputeRecord(), teamType: 'home' }] });
    });
    expect((await refusal(confirmMatchScore(w.ports, coach, TOURNAMENT, 'm1', { teamType: 'home' }))).code).toBe('dispute_open');
    expect(w.matches.get('m1')?.scoreConfirmations).toEqual([]);
  });
});

function disputeRecord(): MatchDispute {
  return {
    disputeId: 'd-raced',
    teamType: 'home',
    teamName: 'Lions',
    coachId: 'coach-home',
    coachName: 'C',
    reason: 'r',
    openedAt: '2026-06-01T11:50:00.000Z',
    homeScore: 2,
    awayScore: 1,
    status: 'open',
    resolvedAt: null,
    resolvedBy: null,
    resolvedByName: null,
    note: null,
    correctedHomeScore: null,
    correctedAwayScore: null,
  };
}

describe('resolving a dispute', () => {
  it('corrects the score through the log and publishes a result change for the tables', async () => {
    const w = world();
    await dispute(w);
    const view = await resolveDispute(w.ports, admin, TOURNAMENT, 'm1', openOne(w).disputeId, { decision: 'correct', homeScore: 2, awayScore: 2, note: 'Checked the video' });
    expect(view).toMatchObject({ homeScore: 2, awayScore: 2, disputed: false });
    expect(w.matches.get('m1')).toMatchObject({ homeScore: 2, awayScore: 2, version: 7 });
    expect(openOne(w)).toMatchObject({ status: 'corrected', correctedHomeScore: 2, correctedAwayScore: 2, resolvedBy: 'admin', resolvedByName: 'Name of admin', note: 'Checked the video' });
    expect(w.log.map((entry) => [entry.type, entry.by])).toEqual([
      ['dispute-opened', 'coach-home'],
      ['score-corrected', 'admin'],
    ]);
    expect(w.published.map((message) => message.type)).toEqual(['match-updated', 'match-score-edited']);
  });

  it('upholds the result without touching the score: a linked tournament admin or the organizer may', async () => {
    const w = world({ organizerUid: 'unlinked' });
    await dispute(w);
    await dispute(w, otherCoach, 'away');
    const [home, away] = w.matches.get('m1')?.disputes ?? [];
    await resolveDispute(w.ports, linkedAdmin, TOURNAMENT, 'm1', home?.disputeId ?? '', { decision: 'uphold' });
    const view = await resolveDispute(w.ports, unlinkedAdmin, TOURNAMENT, 'm1', away?.disputeId ?? '', { decision: 'uphold' });
    expect(view).toMatchObject({ homeScore: 2, awayScore: 1, disputed: false });
    expect(w.published.at(-1)?.type).toBe('match-updated');
  });

  it("is the organizer's: a tournament admin who is not linked, a referee or a coach is refused", async () => {
    const w = world();
    await dispute(w);
    const { disputeId } = openOne(w);
    for (const who of [unlinkedAdmin, referee, coach]) await expect(resolveDispute(w.ports, who, TOURNAMENT, 'm1', disputeId, { decision: 'uphold' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(resolveDispute(w.ports, actor('stranger'), TOURNAMENT, 'm1', disputeId, { decision: 'uphold' })).rejects.toBeInstanceOf(NotFoundError);
    expect(await refusal(resolveDispute(w.ports, admin, TOURNAMENT, 'm1', 'no-such-dispute', { decision: 'uphold' }))).toMatchObject({ status: 404, message: DISPUTE_MESSAGES.notFound });
  });

  it('lets one of two concurrent resolutions win; the other is told it was resolved', async () => {
    const w = world();
    await dispute(w);
    const { disputeId } = openOne(w);
    w.race(() => {
      const stored = w.matches.get('m1');
      if (stored) w.matches.set('m1', { ...stored, version: stored.version + 1, disputes: (stored.disputes ?? []).map((one) => ({ ...one, status: 'upheld' as const })) });
    });
    expect(await refusal(resolveDispute(w.ports, admin, TOURNAMENT, 'm1', disputeId, { decision: 'correct', homeScore: 0, awayScore: 0 }))).toEqual({
      status: 409,
      code: 'dispute_resolved',
      message: DISPUTE_MESSAGES.alreadyResolved,
    });
    expect(w.matches.get('m1')).toMatchObject({ homeScore: 2, awayScore: 1 });
  });

  it('keeps a knockout match decided', async () => {
    const w = world({}, [completedMatch('m1', { stage: 'knockout' })]);
    await dispute(w);
    expect(await refusal(resolveDispute(w.ports, admin, TOURNAMENT, 'm1', openOne(w).disputeId, { decision: 'correct', homeScore: 1, awayScore: 1 }))).toMatchObject({
      status: 409,
      message: DISPUTE_MESSAGES.knockoutLevel,
    });
  });
});

describe('listing open disputes', () => {
  it('gives the organizer the open ones with their match, oldest first', async () => {
    const w = world({}, [completedMatch('m1'), completedMatch('m2', { homeTeam: 'Bears' })]);
    await dispute(w);
    w.setNow('2026-06-01T12:05:00.000Z');
    await openDispute(w.ports, otherCoach, TOURNAMENT, 'm2', { teamType: 'away', reason: 'Wrong score' });
    const { disputes } = await listDisputes(w.ports, linkedAdmin, undefined, TOURNAMENT);
    expect(disputes.map((entry) => [entry.matchId, entry.dispute.teamType])).toEqual([
      ['m1', 'home'],
      ['m2', 'away'],
    ]);
    await resolveDispute(w.ports, admin, TOURNAMENT, 'm1', openOne(w).disputeId, { decision: 'uphold' });
    expect((await listDisputes(w.ports, admin, undefined, TOURNAMENT)).disputes.map((entry) => entry.matchId)).toEqual(['m2']);
  });

  it('is refused to anyone but the organizer, and to other organizations as if the tournament did not exist', async () => {
    const w = world();
    await expect(listDisputes(w.ports, unlinkedAdmin, undefined, TOURNAMENT)).rejects.toBeInstanceOf(NotFoundError);
    await expect(listDisputes(w.ports, actor('assignor'), undefined, TOURNAMENT)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listDisputes(w.ports, actor('stranger'), undefined, TOURNAMENT)).rejects.toBeInstanceOf(NotFoundError);
    await expect(listDisputes(w.ports, admin, undefined, 'another-tournament')).rejects.toBeInstanceOf(NotFoundError);
  });
});
