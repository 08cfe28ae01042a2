import { scheduleSetupSchema, type ScheduleSetupInput } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import { generate } from '../use-cases/generate';
import { saveScheduleSetup } from '../use-cases/setup';
import type { SchedulingPorts } from '../ports';
import { inMemorySchedulingPorts } from './in-memory-ports';

export const actor = (uid: string, roles: Actor['roles']): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles });

export const SATURDAY = '2026-06-13';
export const SUNDAY = '2026-06-14';

/** Two pitches (one for both ages, one for u12 only) and a weekend of 09:00–17:00. */
export const VENUE: ScheduleSetupInput = {
  pitches: [
    { id: 'p1', name: 'Pitch 1', size: '7v7', ages: ['u10', 'u12'] },
    { id: 'p2', name: 'Pitch 2', size: '7v7', ages: ['u12'] },
  ],
  days: [
    { date: SATURDAY, start: '09:00', end: '17:00' },
    { date: SUNDAY, start: '09:00', end: '17:00' },
  ],
  minRestMinutes: 30,
};

export const setup = (changes: Partial<ScheduleSetupInput> = {}) => scheduleSetupSchema.parse({ ...VENUE, ...changes });

/** Ada saves t1's setup: the venue with `changes`. */
export const saveSetup = (context: { ports: SchedulingPorts; ada: Actor }, changes: Partial<ScheduleSetupInput> = {}) => saveScheduleSetup(context.ports, context.ada, undefined, 't1', setup(changes));

/**
 * Organization A: an admin (ada), a tournament admin linked to the tournament (tara) and one who is not
 * (tom), a coach of Alpha and a referee; organization B's admin (bo). Tournament t1 (20 + 5 + 20 min
 * matches) has Boys U12 (4 teams) and Girls U10 (3 teams).
 */
export function world() {
  const memory = inMemorySchedulingPorts();
  memory.member('org-a', 'ada', { admin: true });
  memory.member('org-a', 'tara', { tournamentadmin: true });
  memory.member('org-a', 'tom', { tournamentadmin: true });
  memory.member('org-a', 'carl', { coach: true }, 'carl@coaches.test');
  memory.member('org-a', 'rita', { referee: true }, 'rita@referees.test');
  memory.member('org-b', 'bo', { admin: true });
  memory.tournament('t1', 'org-a');
  memory.link('tara', 't1');
  const boys = memory.division('t1', 'Boys U12', 'u12', ['Alpha', 'Bravo', 'Charlie', 'Delta'], { coaches: { Alpha: 'carl' } });
  const girls = memory.division('t1', 'Girls U10', 'u10', ['Echo', 'Foxtrot', 'Golf'], { gender: 'girls' });
  return {
    memory,
    ports: memory.ports,
    boys,
    girls,
    ada: actor('ada', ['admin']),
    tara: actor('tara', ['tournamentadmin']),
    tom: actor('tom', ['tournamentadmin']),
    bo: actor('bo', ['admin']),
  };
}

/** The world with t1 generated from the venue with `changes`. */
export async function generated(changes: Partial<ScheduleSetupInput> = {}) {
  const context = world();
  await saveSetup(context, changes);
  const view = await generate(context.ports, context.ada, undefined, 't1', { keepLocked: true });
  return { ...context, view };
}

/** Saturday and Sunday on both pitches, the venue closing at 18:00, three matches a team a day: generated. */
export function generatedWeekend() {
  const days = [
    { date: SATURDAY, start: '09:00', end: '18:00' },
    { date: SUNDAY, start: '09:00', end: '18:00' },
  ];
  return generated({ days, maxMatchesPerTeamPerDay: 3 });
}
