import type { Mailer } from '@pitchside/core';
import { mapLimit } from '@pitchside/core/data';
import { logger } from '@pitchside/core/observability';
import type { ScheduleRow } from '../adapters/schedule-records';
import type { SchedulingPorts } from '../ports';
import { scheduleChangeMail, type MovedMatchLine } from './schedule-change-mail';

/*
 * Who hears about moved matches, and the e-mails they get: one definition for every action that moves
 * matches (a weather day, a restored version, a pitch running late), so they tell the same people.
 */

/**
 * The people moved matches concern, each with their lines: the coach of each team (`coachOf` a team key)
 * and the referee. One entry per person however many of their matches moved.
 */
export function linesPerPerson(
  rows: readonly ScheduleRow[],
  coachOf: (teamKey: string) => string | null | undefined,
  lineOf: (row: ScheduleRow, role: MovedMatchLine['role']) => MovedMatchLine,
): Map<string, MovedMatchLine[]> {
  const people = new Map<string, MovedMatchLine[]>();
  const tell = (uid: string | null | undefined, line: MovedMatchLine) => {
    if (uid) people.set(uid, [...(people.get(uid) ?? []), line]);
  };
  for (const row of rows) {
    for (const [teamKey, name] of [
      [row.homeTeamKey, row.homeTeam],
      [row.awayTeamKey, row.awayTeam],
    ] as const) {
      tell(teamKey ? coachOf(teamKey) : null, lineOf(row, { kind: 'coach', team: name }));
    }
    tell(row.refereeId, lineOf(row, { kind: 'referee' }));
  }
  return people;
}

/** One schedule-change e-mail per person, in their language; answers how many were sent. */
export async function mailLinesPerPerson(ports: Pick<SchedulingPorts, 'users'> & { mailer: Mailer }, tournamentName: string, people: ReadonlyMap<string, MovedMatchLine[]>): Promise<number> {
  const sent = await mapLimit([...people.entries()], 5, async ([uid, lines]) => {
    const user = await ports.users.findByUid(uid);
    if (!user?.email) return false;
    try {
      await ports.mailer.send(scheduleChangeMail({ to: user.email, name: user.displayName || user.email, tournamentName, lines, language: user.language }));
      return true;
    } catch (error) {
      // The matches have moved; one undeliverable address must not turn the action into an error or hide the move.
      logger.error('schedule change e-mail failed', { uid, error: error instanceof Error ? error : String(error) });
      return false;
    }
  });
  return sent.filter(Boolean).length;
}
