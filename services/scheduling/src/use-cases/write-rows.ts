import { ConflictError } from '@pitchside/core';
import { type RowChange, type ScheduleRow } from '../adapters/schedule-records';
import type { SchedulingPorts } from '../ports';
import { WRITE_LEASE_MS } from './board';

export interface RowPlan {
  changes: RowChange[];
}

/** Attempts before giving up: each one re-reads the rows, so a match that started meanwhile is planned around. */
const ATTEMPTS = 3;

/**
 * Writes a plan of many row changes (a generation, a restore) safely without one big transaction
 * (docs/scheduling.md, "Service"): under the tournament's write lease, each change conditioned on
 * the row being unplayed and at the version read, every change an absolute value. When rows moved
 * on meanwhile, the plan is made again from a fresh read and applied again; since the plan is a pure
 * function of what it reads (and it never changes what it reads: locked and played rows), applying
 * it again converges. A crash half way leaves the lease, which the board shows as interrupted and
 * the next generation or restore takes over.
 */
export async function writeUnderLease<P extends RowPlan>(
  ports: SchedulingPorts,
  tournamentId: string,
  kind: 'generate' | 'restore',
  firstRows: ScheduleRow[],
  plan: (rows: ScheduleRow[]) => P,
  finish: (plan: P, writeId: string, at: string) => unknown | undefined,
): Promise<P> {
  const writeId = ports.newId();
  const now = ports.clock.now();
  const taken = await ports.schedules.beginWrite(tournamentId, { id: writeId, kind, since: now.toISOString() }, new Date(now.getTime() - WRITE_LEASE_MS).toISOString());
  if (!taken) throw new ConflictError('The schedule is being generated or restored right now: try again in a minute', 'schedule_busy');
  let conflicts: string[] = [];
  try {
    let rows = firstRows;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (attempt > 1) rows = await ports.schedules.rows(tournamentId);
      const made = plan(rows);
      ({ conflicts } = await ports.schedules.apply(made.changes, writeId));
      if (conflicts.length === 0) {
        const report = finish(made, writeId, ports.clock.now().toISOString());
        await ports.schedules.finishWrite(tournamentId, writeId, report === undefined ? undefined : { generationId: writeId, at: ports.clock.now().toISOString(), report });
        return made;
      }
    }
  } catch (error) {
    await ports.schedules.abandonWrite(tournamentId, writeId);
    throw error;
  }
  await ports.schedules.abandonWrite(tournamentId, writeId);
  throw new ConflictError(
    `${conflicts.length} match(es) changed while the schedule was written (a match started or was moved): ${kind === 'generate' ? 'generate' : 'restore'} again`,
    'schedule_changed',
  );
}
