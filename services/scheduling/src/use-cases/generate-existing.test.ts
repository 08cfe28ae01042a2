import type { ScheduleView } from '@pitchside/shared';
import { SATURDAY, saveSetup, world } from '../testing/world';
import { getSchedule } from './board';
import { generate } from './generate';

/**
 * The issue's tournament: a schedule imported first (here Boys U12's six group matches on Saturday),
 * then "Generate" on the board. Before, the generator never saw the imported rows: every fixture was
 * added again, teams played two matches at once, two cards shared a pitch slot, and "Conflicts 0".
 */
async function imported(options: { completed?: boolean } = {}) {
  const context = world();
  const { memory, ports, ada } = context;
  // Three matches a day for a team: the imported Saturday is legal.
  await saveSetup({ ports, ada }, { maxMatchesPerTeamPerDay: 3 });
  const pairs = [
    ['alpha', 'bravo'],
    ['charlie', 'delta'],
    ['alpha', 'charlie'],
    ['bravo', 'delta'],
    ['alpha', 'delta'],
    ['bravo', 'charlie'],
  ] as const;
  const times = ['09:00', '09:00', '10:15', '10:15', '11:30', '11:30'];
  pairs.forEach(([home, away], i) => {
    const name = (key: string) => key[0]?.toUpperCase() + key.slice(1);
    memory.importRow('t1', `m-imported-${i}`, {
      division: 'Boys U12',
      divisionId: 'boys-u12',
      age: 'u12',
      date: SATURDAY,
      time: times[i] as string,
      field: i % 2 === 0 ? 'Pitch 1' : 'Pitch 2',
      homeTeam: name(home),
      awayTeam: name(away),
      homeTeamKey: home,
      awayTeamKey: away,
      ...(options.completed && i === 0 ? { status: 'completed' as const, homeScore: 2, awayScore: 1 } : {}),
    });
  });
  return context;
}

const pairsOf = (view: ScheduleView, division: string) =>
  view.matches
    .filter((m) => m.division === division)
    .map((m) => [m.homeTeam, m.awayTeam].sort().join(' v '))
    .sort();
const perTeamSlot = (view: ScheduleView) => {
  const seen = new Map<string, number>();
  for (const match of view.matches) for (const team of [match.homeTeam, match.awayTeam]) seen.set(`${team}@${match.date} ${match.start}`, (seen.get(`${team}@${match.date} ${match.start}`) ?? 0) + 1);
  return [...seen.values()];
};

describe('generating where matches already exist', () => {
  it('asks first: without a choice, a tournament with imported matches is refused (409), nothing written', async () => {
    const { ports, ada, memory } = await imported();
    await expect(generate(ports, ada, undefined, 't1', { keepLocked: true })).rejects.toMatchObject({ status: 409, code: 'existing_matches' });
    expect(memory.rows.size).toBe(6);
  });

  it('keep: every imported match stays where it is and counts as its fixture; only the gaps are filled, nothing double-booked', async () => {
    const { ports, ada, memory } = await imported();
    const view = await generate(ports, ada, undefined, 't1', { keepLocked: true, existing: 'keep' });
    // Six imported Boys U12 matches stay as they were; Girls U10's three are added; no fixture twice.
    expect(view.matches).toHaveLength(9);
    expect(pairsOf(view, 'Boys U12')).toEqual(['Alpha v Bravo', 'Alpha v Charlie', 'Alpha v Delta', 'Bravo v Charlie', 'Bravo v Delta', 'Charlie v Delta']);
    expect(view.matches.filter((m) => m.matchId.startsWith('m-imported-')).map((m) => [m.date, m.start])).toEqual(
      expect.arrayContaining([
        [SATURDAY, '09:00'],
        [SATURDAY, '11:30'],
      ]),
    );
    expect([...memory.rows.values()].filter((row) => row.matchId.startsWith('m-imported-')).every((row) => row.version === 1)).toBe(true);
    // No team in two matches at once, no pitch slot shared, and the board's check agrees.
    expect(perTeamSlot(view).every((count) => count === 1)).toBe(true);
    const slots = view.matches.filter((m) => m.pitchId).map((m) => `${m.pitchId}@${m.date} ${m.start}`);
    expect(new Set(slots).size).toBe(slots.length);
    expect(view.violations).toEqual([]);
    expect(view.unplaced).toEqual([]);
  });

  it('replace: unplayed imported matches give way to the generated schedule, a played one stays as its fixture', async () => {
    const { ports, ada } = await imported({ completed: true });
    const view = await generate(ports, ada, undefined, 't1', { keepLocked: true, existing: 'replace' });
    expect(pairsOf(view, 'Boys U12')).toEqual(['Alpha v Bravo', 'Alpha v Charlie', 'Alpha v Delta', 'Bravo v Charlie', 'Bravo v Delta', 'Charlie v Delta']);
    expect(view.matches.filter((m) => m.matchId.startsWith('m-imported-')).map((m) => m.matchId)).toEqual(['m-imported-0']);
    expect(view.matches).toHaveLength(9);
    expect(perTeamSlot(view).every((count) => count === 1)).toBe(true);
    expect(view.violations).toEqual([]);
  });

  it('counts every match in the conflicts, imported ones too, and names people, never ids', async () => {
    const { ports, ada, memory } = await imported();
    memory.member('org-a', 'anna', { coach: true }, 'anna@coaches.test', 'Anna Berg');
    // Anna coaches Alpha and Echo. An Echo match was added by hand at 09:00 on a field of no pitch of the
    // venue, when Alpha plays its imported match: she cannot be on both benches.
    memory.importRow('t1', 'm-by-hand', {
      division: 'Girls U10',
      divisionId: 'girls-u10',
      age: 'u10',
      date: SATURDAY,
      time: '09:00',
      field: 'Pitch 9',
      homeTeam: 'Echo',
      awayTeam: 'Golf',
      homeTeamKey: 'echo',
      awayTeamKey: 'golf',
      source: 'manual',
    });
    memory.coachTeam('t1', 'alpha', 'anna');
    memory.coachTeam('t1', 'echo', 'anna');
    const view = await getSchedule(ports, ada, undefined, 't1');
    const coach = view.violations.find((v) => v.code === 'coach-overlap');
    expect(coach?.message).toBe(`Coach Anna Berg is in another match at ${SATURDAY} 09:00`);
    expect([coach?.matchId, coach?.otherMatchId].sort()).toEqual(['m-by-hand', 'm-imported-0']);
  });
});

describe('one definition of the groups: the brackets', () => {
  it('plays the brackets the tables show, even when the setup would draw its own groups', async () => {
    // The issue: brackets imported, a group size in the setup; the scheduler drew other groups, so
    // matches crossed the tables (never counted) and the knockout contradicted them.
    const context = world();
    const { memory, ports, ada } = context;
    for (const team of memory.tournamentTeams) if (team.divisionId === 'boys-u12') team.bracket = ['alpha', 'delta'].includes(team.teamKey) ? 'Group A' : 'Group B';
    await saveSetup({ ports, ada }, { formats: { 'boys-u12': { type: 'round-robin', legs: 1, groupSize: 2 } } });
    const view = await generate(ports, ada, undefined, 't1', { keepLocked: true });
    expect(pairsOf(view, 'Boys U12')).toEqual(['Alpha v Delta', 'Bravo v Charlie']);
    expect(
      view.matches
        .filter((m) => m.division === 'Boys U12')
        .map((m) => [m.homeTeam, m.group])
        .sort(),
    ).toEqual([
      ['Alpha', 'A'],
      ['Bravo', 'B'],
    ]);
  });

  it('writes a draw to the brackets before it plays it, so tables, fixtures and knockout read the same groups', async () => {
    const { memory, ports, ada } = world();
    await saveSetup({ ports, ada }, { formats: { 'boys-u12': { type: 'round-robin', legs: 1, groupSize: 2 } } });
    const view = await generate(ports, ada, undefined, 't1', { keepLocked: true });
    const bracketOf = new Map(memory.tournamentTeams.filter((t) => t.divisionId === 'boys-u12').map((t) => [t.team, t.bracket]));
    expect([...bracketOf.values()].sort()).toEqual(['Group A', 'Group A', 'Group B', 'Group B']);
    expect(memory.brackets.map((b) => [b.bracketId, b.divisionId])).toEqual([
      ['boys-u12--group-a', 'boys-u12'],
      ['boys-u12--group-b', 'boys-u12'],
    ]);
    for (const match of view.matches.filter((m) => m.division === 'Boys U12')) {
      expect(bracketOf.get(match.homeTeam)).toBe(`Group ${match.group}`);
      expect(bracketOf.get(match.awayTeam)).toBe(`Group ${match.group}`);
    }
    // Generating again changes nothing: the brackets now say what the draw said.
    const again = await generate(ports, ada, undefined, 't1', { keepLocked: true });
    expect(again.matches.map((m) => m.matchId).sort()).toEqual(view.matches.map((m) => m.matchId).sort());
  });

  it('refuses to play around a bracket of one (its table would cross the others), naming the team; the board still shows', async () => {
    const { memory, ports, ada } = world();
    for (const team of memory.tournamentTeams) if (team.divisionId === 'boys-u12') team.bracket = team.teamKey === 'delta' ? 'Group B' : 'Group A';
    await saveSetup({ ports, ada });
    await expect(generate(ports, ada, undefined, 't1', { keepLocked: true })).rejects.toMatchObject({
      status: 400,
      fields: { 'formats.boys-u12.groups.1': 'Delta is alone in its bracket of Boys U12: a group needs at least two teams, so move it into another bracket' },
    });
    await expect(getSchedule(ports, ada, undefined, 't1')).resolves.toMatchObject({ tournamentId: 't1' });
  });
});
