import { shiftScheduleInputSchema, type ShiftScheduleInput } from '@pitchside/shared';
import { encodeSnapshot, MAX_COMPRESSED_BYTES } from '../adapters/schedule-codec';
import type { ScheduleSnapshotEntry } from '../adapters/schedule-records';
import { generatedWeekend, SATURDAY, saveSetup, SUNDAY } from '../testing/world';
import { generate } from './generate';
import { moveScheduledMatch } from './move';
import { shiftSchedule } from './shift';
import { compareScheduleVersion, listScheduleVersions, restoreScheduleVersion, saveScheduleVersion, VERSION_NOT_FOUND } from './versions';
import { captureOutput } from '@pitchside/core/testing';

/** One day, both pitches: every match on Saturday, so an afternoon shift has something to move. */
async function saturday() {
  return generatedWeekend();
}

const shift = (input: ShiftScheduleInput) => shiftScheduleInputSchema.parse(input);

describe('weather day', () => {
  it('moves every unplayed match of the range by the minutes, flags the stale referee, and e-mails coach and referee once each', async () => {
    const { ports, ada, memory, view } = await saturday();
    const saturdayMatches = view.matches.filter((m) => m.date === SATURDAY);
    const alpha = saturdayMatches.find((m) => m.homeTeam === 'Alpha' || m.awayTeam === 'Alpha');
    if (!alpha) throw new Error('Alpha plays no match on Saturday');
    const other = saturdayMatches.find((m) => m.matchId !== alpha.matchId && m.start >= alpha.start && m.start !== alpha.start);
    memory.patchRow('t1', alpha.matchId, { refereeId: 'rita', refereeName: 'Rita' });
    const from = alpha.start;
    const inRange = saturdayMatches.filter((m) => m.start >= from);
    const played = other ? [other.matchId] : [];
    for (const id of played) memory.patchRow('t1', id, { status: 'completed' });

    const result = await shiftSchedule(ports, ada, undefined, 't1', shift({ date: SATURDAY, from, minutes: 60 }));

    expect(result.moved.map((m) => m.matchId).sort()).toEqual(
      inRange
        .filter((m) => !played.includes(m.matchId))
        .map((m) => m.matchId)
        .sort(),
    );
    const movedAlpha = result.moved.find((m) => m.matchId === alpha.matchId);
    const hour = (hhmm: string) => `${String(Number(hhmm.slice(0, 2)) + 1).padStart(2, '0')}${hhmm.slice(2)}`;
    expect(movedAlpha).toMatchObject({ start: hour(alpha.start), end: hour(alpha.end), pitchId: alpha.pitchId, refereeId: 'rita' });
    expect(result.staleAssignments).toEqual([
      {
        matchId: alpha.matchId,
        refereeId: 'rita',
        refereeName: 'Rita',
        code: 'moved',
        messageId: 'scheduling.stale.moved',
        values: { referee: 'Rita', from: expect.stringContaining(alpha.start), to: expect.stringContaining(hour(alpha.start)) },
        reason: expect.stringContaining('Rita'),
      },
    ]);
    const to = memory.mails.map((mail) => mail.to).sort();
    expect(to).toEqual(['carl@coaches.test', 'rita@referees.test']);
    expect(result.notified).toBe(2);
    const coachMail = memory.mails.find((mail) => mail.to === 'carl@coaches.test');
    expect(coachMail?.subject).toBe('Schedule change: Cup t1');
    expect(coachMail?.text).toContain(`${SATURDAY} ${alpha.start} on `);
    expect(coachMail?.text).toContain(`${SATURDAY} ${hour(alpha.start)} on `);
  });

  it('flags a referee who now has two matches at once', async () => {
    const { ports, ada, memory, view } = await saturday();
    const boys = view.matches.filter((m) => m.divisionId === 'boys-u12');
    const first = boys[0];
    const second = boys.find((m) => ![m.homeTeam, m.awayTeam].some((team) => team === first?.homeTeam || team === first?.awayTeam));
    if (!first || !second) throw new Error('need two boys matches without a common team');
    // A free Monday: the two matches go there by hand, two hours apart, both refereed by Rita.
    const monday = '2026-06-15';
    await saveSetup(
      { ports, ada },
      {
        days: [
          { date: SATURDAY, start: '09:00', end: '18:00' },
          { date: SUNDAY, start: '09:00', end: '18:00' },
          { date: monday, start: '09:00', end: '18:00' },
        ],
        maxMatchesPerTeamPerDay: 3,
      },
    );
    await moveScheduledMatch(ports, ada, undefined, 't1', first.matchId, { pitchId: 'p1', date: monday, start: '10:00' });
    await moveScheduledMatch(ports, ada, undefined, 't1', second.matchId, { pitchId: 'p2', date: monday, start: '12:00' });
    for (const match of [first, second]) memory.patchRow('t1', match.matchId, { refereeId: 'rita', refereeName: 'Rita' });

    const result = await shiftSchedule(ports, ada, undefined, 't1', shift({ date: monday, pitchId: 'p2', minutes: -120 }));

    expect(result.moved.map((m) => [m.matchId, m.start])).toEqual([[second.matchId, '10:00']]);
    const match = `${first.division}: ${first.homeTeam} – ${first.awayTeam}`;
    expect(result.staleAssignments).toEqual([
      {
        matchId: second.matchId,
        refereeId: 'rita',
        refereeName: 'Rita',
        code: 'referee_clash',
        messageId: 'scheduling.stale.refereeClash',
        values: { referee: 'Rita', match, time: '10:00', date: monday },
        reason: `Rita also referees ${match} at 10:00 on ${monday}`,
      },
    ]);
    expect(result.violations).toEqual([]);
  });

  it('rolls a shift past midnight into the next day, and counts an undeliverable address out', async () => {
    const { ports, ada, memory, view } = await saturday();
    const last = [...view.matches].filter((m) => m.date === SATURDAY && m.homeTeam === 'Alpha').pop() ?? view.matches.find((m) => m.homeTeam === 'Alpha');
    if (!last) throw new Error('no Alpha match');
    memory.hooks.failMailTo = 'carl@coaches.test';
    const output = captureOutput();
    const result = await shiftSchedule(
      ports,
      ada,
      undefined,
      't1',
      shift({ date: last.date, pitchId: last.pitchId, from: last.start, to: `${last.start.slice(0, 4)}${Number(last.start.slice(4)) + 1}`, minutes: 24 * 60 - 60 }),
    );
    expect(result.moved).toHaveLength(1);
    expect((result.moved[0]?.date ?? '') > last.date).toBe(true);
    expect(result.notified).toBe(0);
    output.restore();
    const failures = output.lines().filter((line) => line.message === 'schedule change e-mail failed');
    expect(failures).toHaveLength(1);
    expect(output.raw.join('')).not.toContain('carl@coaches.test');
  });

  it('names an unknown pitch as a field', async () => {
    const { ports, ada } = await saturday();
    await expect(shiftSchedule(ports, ada, undefined, 't1', shift({ date: SATURDAY, toPitchId: 'nope' }))).rejects.toMatchObject({ status: 400, fields: { toPitchId: "There is no pitch 'nope'" } });
  });
});

describe('versions', () => {
  it('saves, lists, compares with the current schedule and restores; played matches stay and are reported', async () => {
    const { ports, ada, memory, view } = await saturday();
    const { notified } = memory;
    const saved = await saveScheduleVersion(ports, ada, undefined, 't1', { name: 'Before the rain' });
    expect(saved).toMatchObject({ name: 'Before the rain', createdBy: 'ada', matchCount: 9 });
    expect((await listScheduleVersions(ports, ada, undefined, 't1')).versions).toEqual([saved]);

    const [moved, played] = view.matches;
    if (!moved || !played) throw new Error('need matches');
    await moveScheduledMatch(ports, ada, undefined, 't1', moved.matchId, { pitchId: 'p1', date: SUNDAY, start: '17:00' });
    await shiftSchedule(ports, ada, undefined, 't1', shift({ date: played.date, from: played.start, to: `${played.start.slice(0, 4)}${Number(played.start.slice(4)) + 1}`, minutes: 5 }));
    memory.patchRow('t1', played.matchId, { status: 'completed' });

    const comparison = await compareScheduleVersion(ports, ada, undefined, 't1', saved.versionId);
    expect(comparison.changed.map((c) => c.matchId).sort()).toEqual(expect.arrayContaining([moved.matchId, played.matchId]));
    expect(comparison.changed.find((c) => c.matchId === moved.matchId)).toMatchObject({
      current: { pitchId: 'p1', date: SUNDAY, start: '17:00' },
      version: { pitchId: moved.pitchId, date: moved.date, start: moved.start },
    });
    expect(comparison).toMatchObject({ onlyInVersion: [], onlyInCurrent: [] });

    notified.length = 0;
    const restored = await restoreScheduleVersion(ports, ada, undefined, 't1', saved.versionId);
    expect(restored.schedule.matches.find((m) => m.matchId === moved.matchId)).toMatchObject({ pitchId: moved.pitchId, date: moved.date, start: moved.start, locked: false });
    // Phones hear of the matches the restore moved back; the played one did not move.
    expect(notified).toEqual([{ kind: 'matchMoved', tournamentId: 't1', matchIds: expect.arrayContaining([moved.matchId]) }]);
    expect((notified[0] as { matchIds: string[] }).matchIds).not.toContain(played.matchId);
    expect(restored.skipped).toEqual([
      { matchId: played.matchId, label: expect.any(String), code: 'played', messageId: 'scheduling.restoreSkip.played', reason: 'Played: it stays where it was played' },
    ]);
    expect(restored.schedule.matches.find((m) => m.matchId === played.matchId)?.start).not.toBe(played.start);
    expect((await compareScheduleVersion(ports, ada, undefined, 't1', saved.versionId)).changed.map((c) => c.matchId)).toEqual([played.matchId]);
  });

  it('restores rows a later generation removed, and removes the ones it added', async () => {
    const { memory, ports, ada, view } = await saturday();
    const saved = await saveScheduleVersion(ports, ada, undefined, 't1', { name: 'Groups of four' });
    await saveSetup(
      { ports, ada },
      {
        formats: {
          'boys-u12': {
            type: 'round-robin',
            legs: 1,
            groups: [
              ['alpha', 'bravo'],
              ['charlie', 'delta'],
            ],
          },
        },
      },
    );
    const regrouped = await generate(ports, ada, undefined, 't1', { keepLocked: true });
    expect(regrouped.matches).toHaveLength(5);
    // The groups were written to the brackets (their one definition).
    expect(
      memory.tournamentTeams
        .filter((team) => team.divisionId === 'boys-u12')
        .map((team) => team.bracket)
        .sort(),
    ).toEqual(['Group A', 'Group A', 'Group B', 'Group B']);
    // Back to one group (setup and brackets): the version's fixtures exist again in the tournament, so they are made again.
    await saveSetup({ ports, ada });
    for (const team of memory.tournamentTeams) Object.assign(team, { bracket: 'Default', bracketId: null });
    const restored = await restoreScheduleVersion(ports, ada, undefined, 't1', saved.versionId);
    expect(restored.skipped).toEqual([]);
    expect(restored.schedule.matches.map((m) => [m.matchId, m.date, m.start, m.pitchId]).sort()).toEqual(view.matches.map((m) => [m.matchId, m.date, m.start, m.pitchId]).sort());
  });

  it('answers 404 for an unknown version', async () => {
    const { ports, ada } = await saturday();
    await expect(compareScheduleVersion(ports, ada, undefined, 't1', 'v-nope')).rejects.toMatchObject({ status: 404, message: VERSION_NOT_FOUND });
  });

  it('fits a Gothia-size schedule (4,800 matches) in one item', () => {
    const entries: ScheduleSnapshotEntry[] = Array.from({ length: 4800 }, (_, i) => ({
      matchId: `s-${(i * 2654435761).toString(16).padStart(24, '0').slice(-24)}`,
      fixtureId: `boys-u${9 + (i % 11)}/${String.fromCharCode(65 + (i % 20))}/${1 + (i % 6)}/team${i % 1900}-team${(i * 7) % 1900}`,
      pitchId: `pitch-${i % 140}`,
      date: `2026-07-${10 + (i % 6)}`,
      start: `${String(8 + (i % 12)).padStart(2, '0')}:${['00', '05', '30', '55'][i % 4]}`,
      locked: i % 10 === 0,
    }));
    expect(encodeSnapshot(entries).length).toBeLessThan(MAX_COMPRESSED_BYTES);
  });
});
