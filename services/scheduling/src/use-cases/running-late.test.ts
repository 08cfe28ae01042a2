import { delayInputSchema, type DelayInput } from '@pitchside/shared';
import { actor, generatedWeekend, SATURDAY, SUNDAY } from '../testing/world';
import { applyDelay, previewDelay } from './running-late';

const delay = (input: DelayInput) => delayInputSchema.parse(input);
const rita = actor('rita', ['referee']);
const carl = actor('carl', ['coach']);

/** Saturday and Sunday, both pitches, the venue closing at 18:00; Rita referees the first match on Pitch 1 on Saturday. */
async function saturday() {
  const context = await generatedWeekend();
  const { view } = context;
  const onPitch1 = view.matches.filter((m) => m.date === SATURDAY && m.pitchId === 'p1').sort((a, b) => a.start.localeCompare(b.start));
  const first = onPitch1[0];
  if (!first || onPitch1.length < 2) throw new Error('need two matches on Pitch 1 on Saturday');
  context.memory.patchRow('t1', first.matchId, { refereeId: 'rita', refereeName: 'Rita' });
  return { ...context, onPitch1, first };
}

const pitch1 = (minutes: number, acceptedViolations: string[] = []) => delay({ target: { kind: 'pitch', pitchId: 'p1', date: SATURDAY }, minutes, acceptedViolations });

describe('running late: preview and apply', () => {
  it('previews without writing, then applies: every later match on the pitch is 20 minutes late, coaches and the referee are e-mailed', async () => {
    const { ports, ada, memory, onPitch1, first } = await saturday();
    const before = memory.rows.get(`t1/${first.matchId}`)?.version;

    const preview = await previewDelay(ports, ada, undefined, 't1', pitch1(20));
    expect(preview.target).toBe(`Pitch 1 on ${SATURDAY}`);
    expect(
      preview.changes
        .filter((change) => change.cause === 'asked')
        .map((change) => change.matchId)
        .sort(),
    ).toEqual(onPitch1.map((m) => m.matchId).sort());
    expect(memory.rows.get(`t1/${first.matchId}`)?.delayMinutes ?? 0).toBe(0);
    expect(memory.mails).toEqual([]);

    const result = await applyDelay(ports, ada, undefined, 't1', pitch1(20));
    expect(result.applied).toBe(true);
    const row = memory.rows.get(`t1/${first.matchId}`);
    expect(row).toMatchObject({ delayMinutes: 20, delaySet: 20, time: first.start, version: (before ?? 0) + 1 });
    expect(result.changes.find((change) => change.matchId === first.matchId)?.expected).toMatch(/^\d\d:\d\d \(\+20\)$/);
    expect(memory.mails.map((mail) => mail.to)).toContain('rita@referees.test');
    const ritaMail = memory.mails.find((mail) => mail.to === 'rita@referees.test');
    expect(ritaMail?.text).toContain('Pitch 1 is running 20 minutes late');
    expect(result.notified).toBe(memory.mails.length);

    // Catching up: back to 0, every match back at its published time.
    const caught = await applyDelay(ports, ada, undefined, 't1', pitch1(0));
    expect(caught.changes.every((change) => change.delayMinutes === 0)).toBe(true);
    expect(memory.rows.get(`t1/${first.matchId}`)?.delayMinutes).toBe(0);
  });

  it("refuses to apply a delay past the venue's day end until the organizer has seen it, then applies it", async () => {
    const { ports, ada, memory, first } = await saturday();
    const preview = await previewDelay(ports, ada, undefined, 't1', pitch1(600));
    const late = preview.violations.find((violation) => violation.code === 'outside-window');
    expect(late?.message).toMatch(/after the venue closes at 18:00/);
    expect(late?.suggestion).toMatch(/another day or pitch/);
    await expect(applyDelay(ports, ada, undefined, 't1', pitch1(600))).rejects.toMatchObject({ status: 409, code: 'delay_needs_confirmation' });
    expect(memory.rows.get(`t1/${first.matchId}`)?.delayMinutes ?? 0).toBe(0);
    const applied = await applyDelay(
      ports,
      ada,
      undefined,
      't1',
      pitch1(
        600,
        preview.violations.map((violation) => violation.key),
      ),
    );
    expect(applied.applied).toBe(true);
  });

  it('writes nothing when one match started between reading and writing (all or none)', async () => {
    const { ports, ada, memory, onPitch1 } = await saturday();
    const second = onPitch1[1];
    if (!second) throw new Error('need a second match');
    const rows = memory.ports.schedules;
    const original = rows.applyDelays.bind(rows);
    rows.applyDelays = async (writes, at) => {
      memory.patchRow('t1', second.matchId, { status: 'in_progress' });
      return original(writes, at);
    };
    await expect(applyDelay(ports, ada, undefined, 't1', pitch1(20))).rejects.toMatchObject({ status: 409, code: 'schedule_changed' });
    expect(onPitch1.map((m) => memory.rows.get(`t1/${m.matchId}`)?.delayMinutes ?? 0)).toEqual(onPitch1.map(() => 0));
  });

  it('a match already under way is 409, an unknown match 404', async () => {
    const { ports, ada, memory, first } = await saturday();
    await expect(previewDelay(ports, ada, undefined, 't1', delay({ target: { kind: 'match', matchId: 'nope' }, minutes: 5 }))).rejects.toMatchObject({ status: 404 });
    memory.patchRow('t1', first.matchId, { status: 'in_progress' });
    await expect(previewDelay(ports, ada, undefined, 't1', delay({ target: { kind: 'match', matchId: first.matchId }, minutes: 5 }))).rejects.toMatchObject({ status: 409, code: 'match_played' });
  });
});

describe('running late: who may', () => {
  it('the referee of a match delays it, and the pitch they referee on that day', async () => {
    const { ports, first } = await saturday();
    const own = await applyDelay(ports, rita, undefined, 't1', delay({ target: { kind: 'match', matchId: first.matchId }, minutes: 10 }));
    expect(own.changes[0]).toMatchObject({ matchId: first.matchId, delayMinutes: 10 });
    await expect(previewDelay(ports, rita, undefined, 't1', pitch1(15))).resolves.toMatchObject({ minutes: 15 });
  });

  it("a referee is refused another referee's match, another pitch, another day", async () => {
    const { ports, onPitch1, view } = await saturday();
    const notHers = onPitch1[1]?.matchId ?? '';
    await expect(previewDelay(ports, rita, undefined, 't1', delay({ target: { kind: 'match', matchId: notHers }, minutes: 10 }))).rejects.toMatchObject({ status: 403 });
    await expect(previewDelay(ports, rita, undefined, 't1', delay({ target: { kind: 'pitch', pitchId: 'p2', date: SATURDAY }, minutes: 10 }))).rejects.toMatchObject({ status: 403 });
    expect(view.matches.some((m) => m.date === SUNDAY && m.pitchId === 'p1')).toBe(true);
    await expect(previewDelay(ports, rita, undefined, 't1', delay({ target: { kind: 'pitch', pitchId: 'p1', date: SUNDAY }, minutes: 10 }))).rejects.toMatchObject({ status: 403 });
  });

  it("a coach, a tournament admin not linked and another organization's admin are told the tournament is not found", async () => {
    const { ports, tom, bo, first } = await saturday();
    for (const who of [carl, tom, bo]) {
      await expect(applyDelay(ports, who, undefined, 't1', delay({ target: { kind: 'match', matchId: first.matchId }, minutes: 10 }))).rejects.toMatchObject({ status: 404 });
    }
    // Naming another organization in the header does not reach this one's tournament either.
    await expect(applyDelay(ports, rita, 'org-b', 't1', delay({ target: { kind: 'match', matchId: first.matchId }, minutes: 10 }))).rejects.toMatchObject({ status: 404 });
  });

  it('the linked tournament admin may', async () => {
    const { ports, tara } = await saturday();
    await expect(applyDelay(ports, tara, undefined, 't1', pitch1(5))).resolves.toMatchObject({ applied: true });
  });
});
