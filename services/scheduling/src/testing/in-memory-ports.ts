import type { Age, Gender, NotificationRequest, RoleMap } from '@pitchside/shared';
import { type OutgoingMail } from '@pitchside/core';
import { type TournamentRecord } from '@pitchside/core/data';
import { type RowChange, type ScheduleRow } from '../adapters/schedule-records';
import { inMemoryScheduleRepository, scheduleRowKey as rowKey } from './in-memory-schedules';
import { inMemoryRepositories, key, teamRecord, tournamentRecord, tournamentTeamRecord, unplayedMatchState } from '@pitchside/core/testing';
import { composeMatchesMovedNotifiers, emailMatchesMovedNotifier, pushMatchesMovedNotifier } from '../notify/matches-moved';
import type { SchedulingPorts } from '../ports';

/**
 * In-memory versions of the scheduling ports. Organizations, tournaments, structure, teams and users are
 * the shared core fakes; the schedule repository is this service's own (in-memory-schedules.ts, held to its adapter's contract).
 * `onApply` runs before each row write, so a test can start a match "meanwhile".
 */
export function inMemorySchedulingPorts(start = new Date('2026-06-01T08:00:00Z')) {
  let now = start;
  const clock = { now: () => now };
  const repositories = inMemoryRepositories(clock);
  const { memberships, tournaments, links, divisions, tournamentTeams, teams, users } = repositories.tables;
  const mails: OutgoingMail[] = [];
  const notified: NotificationRequest[] = [];
  const hooks: { onApply?: (change: RowChange) => void; failMailTo?: string } = {};
  let ids = 0;

  const { schedules, rows } = inMemoryScheduleRepository(hooks);

  const ports: SchedulingPorts = {
    organizations: repositories.organizations,
    tournaments: repositories.tournaments,
    structure: repositories.structure,
    teams: repositories.teams,
    users: repositories.users,
    schedules,
    mailer: {
      async send(mail) {
        if (hooks.failMailTo === mail.to) throw new Error('mailbox full');
        mails.push(mail);
      },
    },
    notifications: { enqueue: async (...requests) => void notified.push(...requests) },
    clock,
    newId: () => `id-${++ids}`,
    // The same e-mail notifier the handler wires, over these in-memory stores (read when called, after `ports` exists).
    matchesMoved: { notify: (input) => composeMatchesMovedNotifiers(emailMatchesMovedNotifier(ports), pushMatchesMovedNotifier(ports.notifications)).notify(input) },
  };

  return {
    ports,
    mails,
    notified,
    hooks,
    rows,
    /** The stored tournament teams themselves (not copies), so a test can move one "meanwhile". */
    get tournamentTeams() {
      return [...tournamentTeams.values()];
    },
    get brackets() {
      return [...repositories.tables.brackets.values()];
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    member(orgId: string, uid: string, role: RoleMap, email = `${uid}@example.test`, displayName = uid) {
      memberships.set(key(orgId, uid), { orgId, uid, email, displayName, role, createdAt: start.toISOString() });
      users.set(uid, { uid, email, displayName, role });
    },
    /** An organization team with its coach, and the tournament team `teamKey` linked to it. */
    coachTeam(tournamentId: string, teamKey: string, coachUid: string) {
      const team = tournamentTeams.get(key(tournamentId, teamKey));
      if (!team) throw new Error(`no team ${teamKey}`);
      const teamId = `team-${teamKey}`;
      team.teamId = teamId;
      teams.set(teamId, teamRecord(teamId, tournaments.get(tournamentId)?.orgId ?? '', { name: team.team, age: team.age, coachUid, createdAt: start.toISOString() }));
    },
    /** A match the scheduler did not make (imported from a sheet, or added by hand), as the importer writes it. */
    importRow(
      tournamentId: string,
      matchId: string,
      fields: Pick<ScheduleRow, 'division' | 'divisionId' | 'age' | 'date' | 'time' | 'homeTeam' | 'awayTeam' | 'homeTeamKey' | 'awayTeamKey'> & Partial<ScheduleRow>,
    ) {
      rows.set(rowKey(tournamentId, matchId), {
        tournamentId,
        matchId,
        gender: 'boys',
        field: null,
        homeClub: null,
        awayClub: null,
        bracket: null,
        ...unplayedMatchState(),
        source: 'import',
        fixtureId: null,
        pitchId: null,
        locked: false,
        group: null,
        round: null,
        endTime: null,
        generationId: null,
        ...fields,
      });
    },
    link(uid: string, tournamentId: string) {
      links.set(key(uid, tournamentId), { userId: uid, tournamentId, orgId: tournaments.get(tournamentId)?.orgId ?? '', createdAt: null });
    },
    tournament(tournamentId: string, orgId: string, extra: Partial<TournamentRecord> = {}) {
      tournaments.set(
        tournamentId,
        tournamentRecord(tournamentId, orgId, { organizerUid: 'nobody', name: `Cup ${tournamentId}`, startDate: '2026-06-13', endDate: '2026-06-14', createdAt: start.toISOString(), ...extra }),
      );
    },
    division(
      tournamentId: string,
      name: string,
      age: Age,
      teamNames: string[],
      options: { gender?: Gender; coaches?: Record<string, string>; bracketOf?: (name: string) => string; club?: (name: string) => string | null } = {},
    ) {
      const divisionId = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      divisions.set(key(tournamentId, divisionId), { tournamentId, divisionId, name, age, gender: options.gender ?? 'boys' });
      for (const team of teamNames) {
        const teamKey = team.toLowerCase().replace(/\s+/g, '');
        const coach = options.coaches?.[team];
        const teamId = coach ? `team-${teamKey}` : null;
        if (teamId && coach) {
          teams.set(teamId, teamRecord(teamId, tournaments.get(tournamentId)?.orgId ?? '', { name: team, age, coachUid: coach, createdAt: start.toISOString() }));
        }
        tournamentTeams.set(
          key(tournamentId, teamKey),
          tournamentTeamRecord(tournamentId, teamKey, {
            team,
            club: options.club?.(team) ?? null,
            division: name,
            divisionId,
            bracket: options.bracketOf?.(team) ?? 'Default',
            age,
            gender: options.gender ?? 'boys',
            organizerUid: 'nobody',
            teamId,
          }),
        );
      }
      return divisionId;
    },
    /** A referee assignment or a started match, as the matches service would write them. */
    patchRow(tournamentId: string, matchId: string, changes: Partial<ScheduleRow>) {
      const row = rows.get(rowKey(tournamentId, matchId));
      if (!row) throw new Error(`no row ${matchId}`);
      Object.assign(row, changes, { version: row.version + 1 });
    },
  };
}

export type SchedulingWorld = ReturnType<typeof inMemorySchedulingPorts>;
