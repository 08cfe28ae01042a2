import type { Age, Gender, NotificationRequest, RoleMap } from '@pitchside/shared';
import {
  compressJson, decodeSnapshot, decompressJson, encodeSnapshot, type BracketRecord, type DivisionRecord, type MembershipRecord, type OutgoingMail, type PendingWrite,
  type RowChange, type ScheduleRepository, type ScheduleRow, type ScheduleStateRecord, type ScheduleVersionRecord, type TeamRecord, type TournamentRecord,
  type TournamentTeamRecord, type UserRecord,
} from '@pitchside/core';
import type { SchedulingPorts } from '../ports';

/**
 * In-memory versions of the scheduling ports with the promises of the DynamoDB adapters: a row write
 * holds only if the row is unplayed and at the version read, creates only if the id is free, the
 * write lease is taken only when free or stale, snapshots and reports go through the same codecs.
 * `onApply` runs before each row write, so a test can start a match "meanwhile".
 */
export function inMemorySchedulingPorts(start = new Date('2026-06-01T08:00:00Z')) {
  const memberships: MembershipRecord[] = [];
  const tournaments = new Map<string, TournamentRecord>();
  const links = new Set<string>();
  const divisions: DivisionRecord[] = [];
  const brackets: BracketRecord[] = [];
  const tournamentTeams: TournamentTeamRecord[] = [];
  const teams = new Map<string, TeamRecord>();
  const users = new Map<string, UserRecord>();
  const rows = new Map<string, ScheduleRow>();
  const states = new Map<string, ScheduleStateRecord & { report?: string }>();
  const versions = new Map<string, { record: ScheduleVersionRecord; snapshot: string }>();
  const mails: OutgoingMail[] = [];
  const notified: NotificationRequest[] = [];
  const hooks: { onApply?: (change: RowChange) => void; failMailTo?: string } = {};
  let now = start;
  let ids = 0;

  const copy = <T>(value: T): T => structuredClone(value);
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
          tournamentId: change.tournamentId, matchId: change.matchId, ...copy(change.fields), status: '', homeScore: 0, awayScore: 0, goals: [], cards: [],
          refereeId: null, refereeName: null, assignedAt: null, startedAt: null, pausedAt: null, resumedAt: null, completedAt: null, previousPauseTime: 0,
          lastScoreUpdate: null, lastGoalAt: null, lastCardAt: null, lastUpdate: null, scoreConfirmations: [], appliedEventIds: [], version: 1, source: 'manual',
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
          ...current, date: placement.date, time: placement.time, locked: placement.locked, generationId, version: current.version + 1,
          ...(placement.pitchId !== null ? { pitchId: placement.pitchId } : {}), ...(placement.field !== null ? { field: placement.field } : {}),
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
    versions: async (tournamentId) => [...versions.values()].filter((v) => v.record.tournamentId === tournamentId).map((v) => copy(v.record)).sort((a, b) => b.versionId.localeCompare(a.versionId)),
    async version(tournamentId, versionId) {
      const found = versions.get(`${tournamentId}/${versionId}`);
      return found ? { record: copy(found.record), entries: decodeSnapshot(found.snapshot) } : null;
    },
    async saveVersion(record, entries) {
      versions.set(`${record.tournamentId}/${record.versionId}`, { record: copy(record), snapshot: encodeSnapshot(entries) });
    },
  };

  const ports: SchedulingPorts = {
    organizations: { membershipsOfUser: async (uid) => memberships.filter((member) => member.uid === uid).map(copy) },
    tournaments: {
      get: async (tournamentId) => copy(tournaments.get(tournamentId) ?? null),
      isLinked: async (uid, tournamentId) => links.has(`${uid}/${tournamentId}`),
      setHasSchedule: async (tournamentId, hasSchedule) => void Object.assign(tournaments.get(tournamentId) ?? {}, { hasSchedule }),
    },
    structure: {
      divisions: async (tournamentId) => divisions.filter((division) => division.tournamentId === tournamentId).map(copy),
      teams: async (tournamentId) => tournamentTeams.filter((team) => team.tournamentId === tournamentId).map(copy),
      brackets: async (tournamentId) => brackets.filter((bracket) => bracket.tournamentId === tournamentId).map(copy),
      async addBrackets(records) {
        const added: BracketRecord[] = [];
        const existing: BracketRecord[] = [];
        for (const record of records) {
          const taken = brackets.some((b) => b.tournamentId === record.tournamentId && b.bracketId === record.bracketId);
          (taken ? existing : added).push(record);
          if (!taken) brackets.push(copy(record));
        }
        return { added, existing };
      },
      async updateTeam(record) {
        const index = tournamentTeams.findIndex((team) => team.tournamentId === record.tournamentId && team.teamKey === record.teamKey);
        if (index < 0) return false;
        const current = tournamentTeams[index] as TournamentTeamRecord;
        // Like the table's update: placement and link only, never the standings numbers.
        tournamentTeams[index] = { ...current, division: record.division, divisionId: record.divisionId, bracket: record.bracket, bracketId: record.bracketId, age: record.age, gender: record.gender, teamId: record.teamId };
        return true;
      },
    },
    teams: {
      get: async (teamId) => copy(teams.get(teamId) ?? null),
      listByOrg: async (orgId) => [...teams.values()].filter((team) => team.orgId === orgId).map(copy),
    },
    users: { findByUid: async (uid) => copy(users.get(uid) ?? null) },
    schedules,
    mailer: {
      async send(mail) {
        if (hooks.failMailTo === mail.to) throw new Error('mailbox full');
        mails.push(mail);
      },
    },
    notifications: { enqueue: async (...requests) => void notified.push(...requests) },
    clock: { now: () => now },
    newId: () => `id-${++ids}`,
  };

  return {
    ports, mails, notified, hooks, rows, tournamentTeams, brackets,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    member(orgId: string, uid: string, role: RoleMap, email = `${uid}@example.test`, displayName = uid) {
      memberships.push({ orgId, uid, email, displayName, role, createdAt: start.toISOString() });
      users.set(uid, { uid, email, displayName, role });
    },
    /** An organization team with its coach, and the tournament team `teamKey` linked to it. */
    coachTeam(tournamentId: string, teamKey: string, coachUid: string) {
      const team = tournamentTeams.find((candidate) => candidate.tournamentId === tournamentId && candidate.teamKey === teamKey);
      if (!team) throw new Error(`no team ${teamKey}`);
      const teamId = `team-${teamKey}`;
      team.teamId = teamId;
      teams.set(teamId, { teamId, orgId: tournaments.get(tournamentId)?.orgId ?? '', name: team.team, club: null, age: team.age, gender: 'male', coachUid, totalPlayers: 0, externalId: null, source: 'manual', version: 1, createdAt: start.toISOString() });
    },
    /** A match the scheduler did not make (imported from a sheet, or added by hand), as the importer writes it. */
    importRow(tournamentId: string, matchId: string, fields: Pick<ScheduleRow, 'division' | 'divisionId' | 'age' | 'date' | 'time' | 'homeTeam' | 'awayTeam' | 'homeTeamKey' | 'awayTeamKey'> & Partial<ScheduleRow>) {
      rows.set(rowKey(tournamentId, matchId), {
        tournamentId, matchId, gender: 'boys', field: null, homeClub: null, awayClub: null, bracket: null, status: '', homeScore: 0, awayScore: 0, goals: [], cards: [],
        refereeId: null, refereeName: null, assignedAt: null, startedAt: null, pausedAt: null, resumedAt: null, completedAt: null, previousPauseTime: 0,
        lastScoreUpdate: null, lastGoalAt: null, lastCardAt: null, lastUpdate: null, scoreConfirmations: [], appliedEventIds: [], version: 1, source: 'import',
        fixtureId: null, pitchId: null, locked: false, group: null, round: null, endTime: null, generationId: null, ...fields,
      });
    },
    link(uid: string, tournamentId: string) {
      links.add(`${uid}/${tournamentId}`);
    },
    tournament(tournamentId: string, orgId: string, extra: Partial<TournamentRecord> = {}) {
      tournaments.set(tournamentId, {
        tournamentId, orgId, organizerUid: 'nobody', name: `Cup ${tournamentId}`, type: 'tournament', days: 'weekends', startDate: '2026-06-13', endDate: '2026-06-14',
        venue: 'Park', ageGroups: ['u12'], genders: ['boys'], draft: true, hasSchedule: false, teamCount: 0, firstHalfDuration: 1200, breakDuration: 300,
        secondHalfDuration: 1200, tieBreakers: [], gdCap: null, payment: { status: 'waived' }, publishedAt: null, createdAt: start.toISOString(), ...extra,
      });
    },
    division(tournamentId: string, name: string, age: Age, teamNames: string[], options: { gender?: Gender; coaches?: Record<string, string>; bracketOf?: (name: string) => string; club?: (name: string) => string | null } = {}) {
      const divisionId = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      divisions.push({ tournamentId, divisionId, name, age, gender: options.gender ?? 'boys' });
      for (const team of teamNames) {
        const teamKey = team.toLowerCase().replace(/\s+/g, '');
        const coach = options.coaches?.[team];
        const teamId = coach ? `team-${teamKey}` : null;
        if (teamId && coach) {
          teams.set(teamId, { teamId, orgId: tournaments.get(tournamentId)?.orgId ?? '', name: team, club: null, age, gender: 'male', coachUid: coach, totalPlayers: 0, externalId: null, source: 'manual', version: 1, createdAt: start.toISOString() });
        }
        tournamentTeams.push({
          tournamentId, teamKey, team, club: options.club?.(team) ?? null, division: name, divisionId, bracket: options.bracketOf?.(team) ?? 'Default', bracketId: null, age,
          gender: options.gender ?? 'boys', organizerUid: 'nobody', teamId, decidedBy: null, source: 'manual', MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, GD: 0, PTS: 0, position: 0,
        });
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
