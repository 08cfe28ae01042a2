import { formatKickOff } from '@pitchside/shared';
import { notifyQuietly, type Mailer, type NotificationRequests } from '@pitchside/core';
import { logger } from '@pitchside/core/observability';
import { linesPerPerson, mailLinesPerPerson } from '../mail/moved-match-mails';
import type { MatchesMovedNotifier, SchedulingPorts } from '../ports';
import { labelOf } from '../use-cases/schedule-rows';

/** Tells every notifier; one that fails is logged and counts nobody, so e-mail never waits on push or the other way round. */
export function composeMatchesMovedNotifiers(...notifiers: readonly MatchesMovedNotifier[]): MatchesMovedNotifier {
  return {
    async notify(input) {
      const counts = await Promise.all(
        notifiers.map((notifier) =>
          notifier.notify(input).catch((error: unknown) => {
            logger.error('Matches-moved notifier failed', { tournamentId: input.tournamentId, error: error instanceof Error ? error : String(error) });
            return 0;
          }),
        ),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },
  };
}

/** The largest `matchMoved` request the notifications queue takes (its schema's limit). */
const MATCHES_PER_PUSH_REQUEST = 500;

/**
 * The push part: queues `matchMoved` for the notifications sender, which tells the followers of those
 * matches, their teams and divisions, and the signed-in referee and coaches (docs/delivery.md). The
 * phones are counted by the sender later, so it answers 0 here: `notified` counts the e-mails.
 */
export function pushMatchesMovedNotifier(notifications: NotificationRequests): MatchesMovedNotifier {
  return {
    async notify({ tournamentId, matchIds, reason }) {
      const requests = [];
      for (let start = 0; start < matchIds.length; start += MATCHES_PER_PUSH_REQUEST) {
        requests.push({ kind: 'matchMoved' as const, tournamentId, matchIds: matchIds.slice(start, start + MATCHES_PER_PUSH_REQUEST), reason: reason.slice(0, 200) });
      }
      await notifyQuietly(notifications, ...requests);
      return 0;
    },
  };
}

type MailPorts = Pick<SchedulingPorts, 'tournaments' | 'structure' | 'teams' | 'users' | 'schedules'> & { mailer: Mailer };

/** One e-mail per coach and referee concerned, listing each of their matches: published time → expected time. */
export function emailMatchesMovedNotifier(ports: MailPorts): MatchesMovedNotifier {
  return {
    async notify({ tournamentId, matchIds, reason }) {
      if (matchIds.length === 0) return 0;
      const wanted = new Set(matchIds);
      const [tournament, rows, entries] = await Promise.all([ports.tournaments.get(tournamentId), ports.schedules.rows(tournamentId), ports.structure.teams(tournamentId)]);
      if (!tournament) return 0;
      const orgTeams = await ports.teams.listByOrg(tournament.orgId);
      const coachOfTeam = new Map(orgTeams.filter((team) => team.coachUid).map((team) => [team.teamId, team.coachUid as string]));
      const teamIdOfKey = new Map(entries.map((entry) => [entry.teamKey, entry.teamId]));
      const people = linesPerPerson(
        rows.filter((candidate) => wanted.has(candidate.matchId)),
        (teamKey) => {
          const teamId = teamIdOfKey.get(teamKey);
          return teamId ? coachOfTeam.get(teamId) : null;
        },
        (row, role) => ({
          match: labelOf(row),
          role,
          from: { date: row.date, time: row.time, field: row.field, note: { kind: 'published' } },
          to: { date: row.date, time: formatKickOff(row.time, row.delayMinutes), field: row.field, note: row.delayMinutes ? { kind: 'late', reason } : { kind: 'onTimeAgain' } },
        }),
      );
      return mailLinesPerPerson(ports, tournament.name, people);
    },
  };
}
