import type { Age, Gender, NotificationRequest, RoleMap } from '@pitchside/shared';
import { type OutgoingMail } from '@pitchside/core';
import { type TournamentRecord } from '@pitchside/core/data';
import { compressJson, decodeSnapshot, decompressJson, encodeSnapshot } from '../adapters/schedule-codec';
import { type PendingWrite, type RowChange, type ScheduleRepository, type ScheduleRow, type ScheduleStateRecord, type ScheduleVersionRecord } from '../adapters/schedule-records';
import { copy, inMemoryRepositories, key, teamRecord, tournamentRecord, tournamentTeamRecord, unplayedMatchState } from '@pitchside/core/testing';
import { composeMatchesMovedNotifiers, emailMatchesMovedNotifier, pushMatchesMovedNotifier } from '../notify/matches-moved';
import type { SchedulingPorts } from '../ports';

/**
 * In-memory versions of the scheduling ports. Organizations, tournaments, structure, teams and users are
 * the shared core fakes; the schedule repository is this service's own, with its adapter's promises: a row write
 * holds only if the row is unplayed and at the version read, creates only if the id is free, the
 * write lease is taken only when free or stale, snapshots and reports go through the same codecs.
 * `onApply` runs before each row write, so a test can start a match "meanwhile".
 */
export function inMemorySchedulingPorts(start = new Date('2026-06-01T08:00:00Z')) {
  let now = start;
  const clock = { now: () => now };
  const repositories = inMemoryRepositories(clock);
  const { memberships, tournaments, links, divisions, tournamentTeams, teams, users } = repositories.tables;
  const rows = new Map<string, ScheduleRow>();
  const states = new Map<string, ScheduleStateRecord & { report?: string }>();
  const versions = new Map<string, { record: ScheduleVersionRecord; snapshot: string }>();
  const mails: OutgoingMail[] = [];
  const notified: NotificationRequest[] = [];
  const hooks: { onApply?: (change: RowChange) => void; failMailTo?: string } = {};
  let ids = 0;

  const rowKey = (tournamentId: string, matchId: string) => `${tournamentId}/${matchId}`;
  const stateOf = (tournamentId: string) => {
    let state = states.get(tournamentId);
    if (!state) {
      state = { tournamentId, setupJson: null, updatedAt: null, updatedBy: null, pending: null, lastGenerationId: null, generatedAt: null };
      states.set(tournamentId, state);
    }
    return state;
  };

  const unplayedAt = (row: ScheduleRow) => {
    const current = rows.get(rowKey(row.tournamentId, row.matchId));
    return current !== undefined && current.version === row.version && current.status === '';
  };

  const apply = (change: RowChange, generationId: string): boolean => {
    hooks.onApply?.(change);
    switch (change.kind) {
      case 'create': {
        const id = rowKey(change.tournamentId, change.matchId);
        if (rows.has(id)) return false;
        rows.set(id, {
          tournamentId: change.tournamentId,
          matchId: change.matchId,
          ...copy(change.fields),
          ...unplayedMatchState(),
          source: 'manual',
          generationId,
        });
        return true;
      }
      case 'update': {
        if (!unplayedAt(change.row)) return false;
        const current = rows.get(rowKey(change.row.tournamentId, change.row.matchId)) as ScheduleRow;
        rows.set(rowKey(current.tournamentId, current.matchId), { ...current, ...copy(change.fields), generationId, version: current.version + 1 });
        return true;
      }
      case 'place': {
        if (!unplayedAt(change.row)) return false;
        const current = rows.get(rowKey(change.row.tournamentId, change.row.matchId)) as ScheduleRow;
        const { placement } = change;
        rows.set(rowKey(current.tournamentId, current.matchId), {
          ...current,
          date: placement.date,
          time: placement.time,
          locked: placement.locked,
          generationId,
          version: current.version + 1,
          ...(placement.pitchId !== null ? { pitchId: placement.pitchId } : {}),
          ...(placement.field !== null ? { field: placement.field } : {}),
          ...(placement.endTime !== null ? { endTime: placement.endTime } : {}),
        });
        return true;
      }
      case 'delete':
        if (!unplayedAt(change.row)) return false;
        rows.delete(rowKey(change.row.tournamentId, change.row.matchId));
        return true;
    }
  };

  const schedules: ScheduleRepository = {
    state: async (tournamentId) => copy(states.get(tournamentId) ?? null),
    async saveSetup(tournamentId, setupJson, by, at) {
      Object.assign(stateOf(tournamentId), { setupJson, updatedBy: by, updatedAt: at });
    },
    async beginWrite(tournamentId, pending, staleBefore) {
      const state = stateOf(tournamentId);
      if (state.pending && !state.pending.abandoned && state.pending.since >= staleBefore) return false;
      state.pending = { ...pending, abandoned: false } satisfies PendingWrite;
      return true;
    },
    async abandonWrite(tournamentId, pendingId) {
      const state = stateOf(tournamentId);
      if (state.pending?.id === pendingId) state.pending.abandoned = true;
    },
    async finishWrite(tournamentId, pendingId, generation) {
      const state = stateOf(tournamentId);
      if (state.pending?.id !== pendingId) return;
      state.pending = null;
      if (generation) Object.assign(state, { lastGenerationId: generation.generationId, generatedAt: generation.at, report: compressJson(generation.report) });
    },
    async report(tournamentId) {
      const report = states.get(tournamentId)?.report;
      return report ? decompressJson(report) : null;
    },
    rows: async (tournamentId) => [...rows.values()].filter((row) => row.tournamentId === tournamentId).map(copy),
    row: async (tournamentId, matchId) => copy(rows.get(rowKey(tournamentId, matchId)) ?? null),
    async apply(changes, generationId) {
      const conflicts = changes.filter((change) => !apply(change, generationId)).map((change) => (change.kind === 'create' ? change.matchId : change.row.matchId));
      return { applied: changes.length - conflicts.length, conflicts };
    },
    async setLocked(row, locked) {
      const current = rows.get(rowKey(row.tournamentId, row.matchId));
      if (!current || current.version !== row.version) return false;
      Object.assign(current, { locked, version: current.version + 1 });
      return true;
    },
    async applyDelays(writes, at) {
      if (!writes.every(({ row }) => unplayedAt(row))) return false;
      for (const { row, delayMinutes, delaySet } of writes) {
        const current = rows.get(rowKey(row.tournamentId, row.matchId)) as ScheduleRow;
        Object.assign(current, { delayMinutes, delaySet, delayedAt: at, version: current.version + 1 });
      }
      return true;
    },
    versions: async (tournamentId) =>
      [...versions.values()]
        .filter((v) => v.record.tournamentId === tournamentId)
        .map((v) => copy(v.record))
        .sort((a, b) => b.versionId.localeCompare(a.versionId)),
    async version(tournamentId, versionId) {
      const found = versions.get(`${tournamentId}/${versionId}`);
      return found ? { record: copy(found.record), entries: decodeSnapshot(found.snapshot) } : null;
    },
    async saveVersion(record, entries) {
      versions.set(`${record.tournamentId}/${record.versionId}`, { record: copy(record), snapshot: encodeSnapshot(entries) });
    },
  };

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
