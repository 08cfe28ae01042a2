import { MESSAGES, scheduleSetupSchema, type ScheduleView } from '@pitchside/shared';
import { generated, saveSetup, setup, SATURDAY, SUNDAY, world } from '../testing/world';
import { getSchedule } from './board';
import { generate } from './generate';
import { lockScheduledMatch, moveScheduledMatch, NOT_GENERATED, PLAYED_STAYS } from './move';
import { getScheduleSetup, saveScheduleSetup } from './setup';

const teamsOf = (view: ScheduleView, matchId: string) => {
  const match = view.matches.find((m) => m.matchId === matchId);
  return match ? [match.homeTeam, match.awayTeam] : [];
};

/** Boys U12 as two groups of two whose winners meet in a final. */
const TWO_GROUPS_AND_A_FINAL: NonNullable<Parameters<typeof setup>[0]>['formats'] = {
  'boys-u12': {
    type: 'groups-knockout',
    legs: 1,
    groups: [
      ['alpha', 'bravo'],
      ['charlie', 'delta'],
    ],
    knockout: { qualifiersPerGroup: 1, bestThirds: 0, thirdPlaceMatch: false },
  },
};

describe('setup', () => {
  it('answers the defaults before a save, then what was saved', async () => {
    const { ports, ada } = world();
    expect(await getScheduleSetup(ports, ada, undefined, 't1')).toEqual(scheduleSetupSchema.parse({ pitches: [], days: [] }));
    const saved = await saveSetup({ ports, ada }, { formats: { 'boys-u12': { type: 'round-robin', legs: 2 } } });
    expect(await getScheduleSetup(ports, ada, undefined, 't1')).toEqual(saved);
  });

  it('names each field the tournament refuses: a pitch id twice, a day twice, an unknown division, a stranger in a group', async () => {
    const { ports, ada } = world();
    const bad = setup({
      pitches: [
        { id: 'p1', name: 'A', size: '7v7', ages: ['u12'] },
        { id: 'p1', name: 'B', size: '7v7', ages: ['u12'] },
      ],
      days: [
        { date: SATURDAY, start: '09:00', end: '17:00' },
        { date: SATURDAY, start: '10:00', end: '12:00' },
      ],
      formats: {
        nope: { type: 'round-robin', legs: 1 },
        'boys-u12': {
          type: 'round-robin',
          legs: 1,
          groups: [
            ['alpha', 'bravo'],
            ['charlie', 'echo'],
          ],
        },
      },
    });
    await expect(saveScheduleSetup(ports, ada, undefined, 't1', bad)).rejects.toMatchObject({
      status: 400,
      fields: {
        'pitches.1.id': "Two pitches have the id 'p1'",
        'days.1.date': `${SATURDAY} is listed twice`,
        'formats.nope': expect.any(String),
        'formats.boys-u12.groups': "'echo' is not a team of Boys U12",
      },
    });
  });

  it("is the organizers' only: another organization and an unlinked tournament admin are told the tournament does not exist", async () => {
    const { ports, bo, tom, tara } = world();
    for (const stranger of [bo, tom]) await expect(saveScheduleSetup(ports, stranger, undefined, 't1', setup())).rejects.toMatchObject({ status: 404, message: MESSAGES.tournamentNotFound });
    await expect(saveScheduleSetup(ports, tara, undefined, 't1', setup())).resolves.toBeDefined();
  });
});

describe('generate', () => {
  it('places every match on URL-safe rows, legal, and marks the tournament as scheduled', async () => {
    const { view, memory } = await generated();
    expect(view.matches).toHaveLength(9);
    expect(view.unplaced).toEqual([]);
    expect(view.violations).toEqual([]);
    for (const match of view.matches) {
      expect(match.matchId).toMatch(/^s-[0-9a-f]{24}$/);
      expect(match).toMatchObject({ pitchId: expect.stringMatching(/^p[12]$/), date: expect.stringMatching(new RegExp(`${SATURDAY}|${SUNDAY}`)), locked: false, played: false });
      if (match.age === 'u10') expect(match.pitchId).toBe('p1');
      expect(match.end > match.start).toBe(true);
    }
    const rows = [...memory.rows.values()];
    expect(rows.every((row) => row.fixtureId?.startsWith(row.divisionId ?? '?') && row.field === (row.pitchId === 'p1' ? 'Pitch 1' : 'Pitch 2'))).toBe(true);
    expect((await memory.ports.tournaments.get('t1'))?.hasSchedule).toBe(true);
    expect(view.fairness?.teams).toBe(7);
  });

  it('changes nothing when generated again with nothing changed', async () => {
    const { ports, ada, memory } = await generated();
    const before = [...memory.rows.values()].map((row) => [row.matchId, row.version]);
    await generate(ports, ada, undefined, 't1', { keepLocked: true });
    expect([...memory.rows.values()].map((row) => [row.matchId, row.version])).toEqual(before);
  });

  it('says which matches do not fit and why, never a silent partial schedule', async () => {
    const { view } = await generated({ days: [{ date: SATURDAY, start: '09:00', end: '10:00' }] });
    expect(view.matches.length + view.unplaced.length).toBe(9);
    expect(view.unplaced.length).toBeGreaterThan(0);
    for (const unplaced of view.unplaced) expect(unplaced.reasons[0]?.message).toEqual(expect.any(String));
    expect(view.unplaced.flatMap((u) => u.reasons.map((r) => r.code))).toContain('venue-full');
  });

  it('refuses to generate without pitches and days', async () => {
    const { ports, ada } = world();
    await expect(generate(ports, ada, undefined, 't1', { keepLocked: true })).rejects.toMatchObject({ status: 400, fields: { pitches: expect.any(String), days: expect.any(String) } });
  });

  it('keeps locked and played matches where they are, and referee assignments on matches that keep their id', async () => {
    const { ports, ada, memory, view } = await generated();
    const [locked, played, assigned] = view.matches as [ScheduleView['matches'][number], ScheduleView['matches'][number], ScheduleView['matches'][number]];
    await lockScheduledMatch(ports, ada, undefined, 't1', locked.matchId, { locked: true });
    memory.patchRow('t1', played.matchId, { status: 'completed', homeScore: 2 });
    memory.patchRow('t1', assigned.matchId, { refereeId: 'rita', refereeName: 'Rita' });
    // Another venue: Pitch 2 closes, a third pitch opens, the days start later. Everything else may move.
    const moved = setup({
      pitches: [
        { id: 'p1', name: 'Pitch 1', size: '7v7', ages: ['u10', 'u12'] },
        { id: 'p3', name: 'Pitch 3', size: '7v7', ages: ['u10', 'u12'] },
      ],
    });
    await saveScheduleSetup(ports, ada, undefined, 't1', moved);
    const again = await generate(ports, ada, undefined, 't1', { keepLocked: true });
    const find = (id: string) => again.matches.find((m) => m.matchId === id);
    expect(find(locked.matchId)).toMatchObject({ pitchId: locked.pitchId, date: locked.date, start: locked.start, locked: true });
    expect(find(played.matchId)).toMatchObject({ pitchId: played.pitchId, date: played.date, start: played.start, played: true });
    expect(find(assigned.matchId)).toMatchObject({ refereeId: 'rita', refereeName: 'Rita' });
    expect(again.matches).toHaveLength(9);
    // The generator planned around the kept matches: whatever they break is shown, nothing else.
    expect(again.violations.every((v) => [locked.matchId, played.matchId].includes(v.matchId))).toBe(true);
  });

  it('plans again when a match starts while the rows are being written, and finishes', async () => {
    const { ports, ada, memory, view } = await generated();
    await saveSetup({ ports, ada }, { seed: 7, minRestMinutes: 90 });
    const victim = view.matches[0]?.matchId as string;
    let started = false;
    memory.hooks.onApply = (change) => {
      if (!started && change.kind !== 'create') {
        started = true;
        memory.patchRow('t1', victim, { status: 'in_progress' });
      }
    };
    const again = await generate(ports, ada, undefined, 't1', { keepLocked: true });
    expect(again.matches.find((m) => m.matchId === victim)).toMatchObject({ played: true, start: view.matches[0]?.start });
    expect(again.unfinishedWrite).toBeUndefined();
  });

  it('lets one write at a time hold the lease; an interrupted one is shown and taken over', async () => {
    const { ports, ada, memory } = await generated();
    await ports.schedules.beginWrite('t1', { id: 'crashed', kind: 'generate', since: memory.ports.clock.now().toISOString() }, '1970-01-01T00:00:00Z');
    await expect(generate(ports, ada, undefined, 't1', { keepLocked: true })).rejects.toMatchObject({ status: 409, code: 'schedule_busy' });
    memory.advance(61_000);
    expect((await getSchedule(ports, ada, undefined, 't1')).unfinishedWrite).toMatchObject({ kind: 'generate', interrupted: true });
    const view = await generate(ports, ada, undefined, 't1', { keepLocked: true });
    expect(view.unfinishedWrite).toBeUndefined();
  });

  it('writes a knockout match with its placeholders, and keeps the teams the standings filled in when generated again', async () => {
    const { ports, ada, memory, view } = await generated({ formats: TWO_GROUPS_AND_A_FINAL });
    const final = view.matches.find((m) => m.homeTeam.startsWith('Winner'));
    expect(final).toMatchObject({ homeTeam: 'Winner Group A', awayTeam: 'Winner Group B', divisionId: 'boys-u12' });
    const row = memory.rows.get(`t1/${final?.matchId}`);
    expect(row).toMatchObject({ stage: 'knockout', homeLabel: 'Winner Group A', homeTeamKey: null });
    memory.patchRow('t1', final?.matchId as string, { homeTeam: 'Alpha', homeTeamKey: 'alpha' });
    await saveSetup(
      { ports, ada },
      {
        seed: 3,
        minRestMinutes: 45,
        formats: TWO_GROUPS_AND_A_FINAL,
      },
    );
    const again = await generate(ports, ada, undefined, 't1', { keepLocked: true });
    expect(again.matches.find((m) => m.matchId === final?.matchId)).toMatchObject({ homeTeam: 'Alpha', awayTeam: 'Winner Group B' });
  });

  it('starts from empty when asked: locks are released', async () => {
    const { ports, ada, view } = await generated();
    const first = view.matches[0]?.matchId as string;
    await lockScheduledMatch(ports, ada, undefined, 't1', first, { locked: true });
    const again = await generate(ports, ada, undefined, 't1', { keepLocked: false });
    expect(again.matches.find((m) => m.matchId === first)?.locked).toBe(false);
  });
});

describe('the board', () => {
  it('refuses a move onto a slot that breaks a rule, with the reason, and saves a legal one as locked', async () => {
    const { ports, ada, view } = await generated();
    const [first, ...others] = view.matches;
    if (!first) throw new Error('no match');
    const busy = others.find((m) => teamsOf(view, m.matchId).some((team) => teamsOf(view, first.matchId).includes(team)) && m.date === first.date);
    if (!busy) throw new Error('no clash to try');
    const otherPitch = busy.pitchId === 'p1' ? 'p2' : 'p1';
    await expect(moveScheduledMatch(ports, ada, undefined, 't1', first.matchId, { pitchId: first.age === 'u10' ? 'p1' : otherPitch, date: busy.date, start: busy.start })).rejects.toMatchObject({
      status: 409,
      code: 'move_refused',
      message: expect.stringMatching(/.+/),
    });
    await expect(moveScheduledMatch(ports, ada, undefined, 't1', first.matchId, { pitchId: 'p1', date: SUNDAY, start: '16:55' })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('does not fit inside'),
    });
    const moved = await moveScheduledMatch(ports, ada, undefined, 't1', first.matchId, { pitchId: 'p1', date: SUNDAY, start: '16:00' });
    expect(moved.matches.find((m) => m.matchId === first.matchId)).toMatchObject({ pitchId: 'p1', date: SUNDAY, start: '16:00', end: '16:45', locked: true });
    expect(moved.violations).toEqual([]);
  });

  it('never moves a played match, and moves only generated ones', async () => {
    const { ports, ada, memory, view } = await generated();
    const first = view.matches[0]?.matchId as string;
    memory.patchRow('t1', first, { status: 'completed' });
    await expect(moveScheduledMatch(ports, ada, undefined, 't1', first, { pitchId: 'p1', date: SUNDAY, start: '16:00' })).rejects.toMatchObject({ status: 409, message: PLAYED_STAYS });
    await expect(moveScheduledMatch(ports, ada, undefined, 't1', 'm-nope', { pitchId: 'p1', date: SUNDAY, start: '16:00' })).rejects.toMatchObject({ status: 404, message: MESSAGES.matchNotFound });
    memory.rows.set('t1/m-imported', { ...[...memory.rows.values()][1]!, matchId: 'm-imported', fixtureId: null, status: '' });
    await expect(moveScheduledMatch(ports, ada, undefined, 't1', 'm-imported', { pitchId: 'p1', date: SUNDAY, start: '16:00' })).rejects.toMatchObject({ status: 409, message: NOT_GENERATED });
  });
});
