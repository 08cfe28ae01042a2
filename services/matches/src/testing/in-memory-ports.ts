import type { MatchEventsMessage, NotificationRequest, RoleMap } from '@pitchside/shared';
import type { MatchRecord, MembershipRecord, TournamentRecord } from '@pitchside/core/data';
import { inMemoryRepositories, key, teamRecord, tournamentRecord, tournamentTeamRecord, unplayedMatchState } from '@pitchside/core/testing';
import type { MatchesPorts } from '../ports';
import { inMemoryCheckInRepository, inMemoryPassSigner } from './in-memory-check-in';
import { inMemoryDisciplineRepository } from './in-memory-discipline';

/**
 * The matches ports in memory, for use-case tests: one organization, one tournament, and matches whose
 * sides name organization teams. Writes honour the version condition like DynamoDB does, and `race`
 * lets a test slip another write in just before the next conditional write.
 */
export interface MatchesWorld {
  ports: MatchesPorts;
  /** The stored matches of the tournament, by match id: what a test reads back or slips in. */
  matches: { get(matchId: string): MatchRecord | undefined; set(matchId: string, match: MatchRecord): void };
  log: { matchId: string; seq: number; type: string; by: string }[];
  published: MatchEventsMessage[];
  notified: NotificationRequest[];
  setNow(iso: string): void;
  /** Runs once, right before the next conditional write is checked. */
  race(write: () => void): void;
}

export const ORG = 'org-1';
export const TOURNAMENT = 't-1';

export function member(uid: string, role: RoleMap, orgId = ORG): MembershipRecord {
  return { orgId, uid, email: `${uid}@example.test`, displayName: uid, role };
}

export function completedMatch(matchId: string, overrides: Partial<MatchRecord> = {}): MatchRecord {
  return {
    tournamentId: TOURNAMENT,
    matchId,
    division: 'U12',
    divisionId: null,
    age: 'u12',
    gender: 'boys',
    date: '2026-06-01',
    time: '10:00',
    field: null,
    homeTeam: 'Lions',
    homeClub: null,
    awayTeam: 'Tigers',
    awayClub: null,
    homeTeamKey: 'lions',
    awayTeamKey: 'tigers',
    bracket: null,
    ...unplayedMatchState(),
    status: 'completed',
    homeScore: 2,
    awayScore: 1,
    startedAt: '2026-06-01T10:00:00.000Z',
    completedAt: '2026-06-01T11:40:00.000Z',
    disputes: [],
    version: 5,
    source: 'manual',
    ...overrides,
  };
}

/** The tournament every matches test plays in: published, scheduled, 45-minute halves, a 60-minute dispute window. */
export function summerCup(overrides: Partial<TournamentRecord> = {}): TournamentRecord {
  return tournamentRecord(TOURNAMENT, ORG, {
    name: 'Summer Cup',
    draft: false,
    hasSchedule: true,
    teamCount: 2,
    firstHalfDuration: 2700,
    breakDuration: 900,
    secondHalfDuration: 2700,
    disputeWindowMinutes: 60,
    createdAt: '2026-05-01T00:00:00.000Z',
    ...overrides,
  });
}

export function matchesWorld(options: {
  memberships: MembershipRecord[];
  tournament?: Partial<TournamentRecord>;
  linked?: string[];
  matches: MatchRecord[];
  coaches: { home?: string; away?: string };
  /** The organization each side's team belongs to (the tournament's own unless said). */
  teamOrgs?: { home?: string; away?: string };
  /** The division both sides' tournament entries are in (none unless said). */
  divisionId?: string;
  /** Other tournaments (of any organization) and their matches, for bookings across tournaments. */
  elsewhere?: { tournament: TournamentRecord; matches: MatchRecord[] }[];
}): MatchesWorld {
  let now = new Date('2026-06-01T12:00:00.000Z');
  let pending: (() => void) | undefined;
  let ids = 0;
  const clock = { now: () => now };
  // The organization, tournament, teams and fixtures live in the core fakes, so a test meets the same
  // promises (org-scoped links, tournament teams by key) the DynamoDB adapters keep.
  const core = inMemoryRepositories(clock);
  const { tables } = core;
  for (const membership of options.memberships) {
    tables.memberships.set(key(membership.orgId, membership.uid), structuredClone(membership));
    tables.users.set(membership.uid, { uid: membership.uid, email: membership.email, displayName: `Name of ${membership.uid}`, role: membership.role });
  }
  tables.tournaments.set(TOURNAMENT, summerCup(options.tournament));
  for (const userId of options.linked ?? []) tables.links.set(key(userId, TOURNAMENT), { userId, tournamentId: TOURNAMENT, orgId: ORG, createdAt: null });
  for (const [teamKey, name, coachUid, orgId] of [
    ['lions', 'Lions', options.coaches.home, options.teamOrgs?.home ?? ORG],
    ['tigers', 'Tigers', options.coaches.away, options.teamOrgs?.away ?? ORG],
  ] as const) {
    tables.teams.set(`team-${teamKey}`, teamRecord(`team-${teamKey}`, orgId, { name, coachUid: coachUid ?? null }));
    tables.tournamentTeams.set(
      key(TOURNAMENT, teamKey),
      tournamentTeamRecord(TOURNAMENT, teamKey, { team: name, teamId: `team-${teamKey}`, ...(options.divisionId ? { divisionId: options.divisionId } : {}) }),
    );
  }
  for (const match of options.matches) tables.matches.set(key(TOURNAMENT, match.matchId), structuredClone(match));
  for (const { tournament, matches: theirs } of options.elsewhere ?? []) {
    tables.tournaments.set(tournament.tournamentId, structuredClone(tournament));
    for (const match of theirs) tables.matches.set(key(tournament.tournamentId, match.matchId), structuredClone(match));
  }
  const matches: MatchesWorld['matches'] = {
    get: (matchId) => tables.matches.get(key(TOURNAMENT, matchId)),
    set: (matchId, match) => void tables.matches.set(key(TOURNAMENT, matchId), match),
  };
  const log: MatchesWorld['log'] = [];
  const published: MatchEventsMessage[] = [];
  const notified: NotificationRequest[] = [];
  const conditional = (match: MatchRecord, write: (stored: MatchRecord) => MatchRecord): boolean => {
    const race = pending;
    pending = undefined;
    race?.();
    const stored = matches.get(match.matchId);
    if (!stored || stored.version !== match.version) return false;
    matches.set(match.matchId, { ...write(stored), version: stored.version + 1 });
    return true;
  };
  const ports: MatchesPorts = {
    organizations: core.organizations,
    tournaments: core.tournaments,
    structure: core.structure,
    teams: core.teams,
    matches: core.matches,
    users: core.users,
    live: {
      commitEvent: async ({ match, next, event, by }) => {
        const done = conditional(match, (stored) => ({ ...stored, ...next, ...(event.type === 'reset' ? { scoreConfirmations: [], disputes: [] } : {}) }));
        if (done) log.push({ matchId: match.matchId, seq: match.version + 1, type: event.type, by: by.uid });
        return done;
      },
      addConfirmation: async (match, confirmation) => conditional(match, (stored) => ({ ...stored, scoreConfirmations: [...stored.scoreConfirmations, confirmation] })),
      assignReferees: async (assignments, assignedAt) => {
        if (assignments.some(({ match }) => matches.get(match.matchId)?.version !== match.version)) return false;
        for (const { match, referee } of assignments) {
          conditional(match, (stored) => ({ ...stored, refereeId: referee?.uid ?? null, refereeName: referee?.name ?? null, assignedAt: referee ? assignedAt : null }));
        }
        return true;
      },
      listByReferee: async (refereeId) => [...tables.matches.values()].filter((match) => match.refereeId === refereeId).map((match) => structuredClone(match)),
      // Only the writes and reads these use cases make; the rest of the live port belongs to other tests.
    } as MatchesPorts['live'],
    disputes: {
      commitStep: async ({ match, disputes, result, event, by }) => {
        const done = conditional(match, (stored) => ({
          ...stored,
          ...(result ? { ...result, scoreConfirmations: [] } : {}),
          disputes: [...disputes],
          appliedEventIds: [...stored.appliedEventIds, event.id],
        }));
        if (done) log.push({ matchId: match.matchId, seq: match.version + 1, type: event.type, by: by.uid });
        return done;
      },
    },
    discipline: inMemoryDisciplineRepository(),
    // Reports are tested against DynamoDB Local only (tests/integration/match-reports.test.ts): no fake to keep honest.
    reports: {
      get: async () => null,
      revisions: async () => [],
      ofTournament: async () => [],
      save: async () => {
        throw new Error('Match reports are not faked: see tests/integration/match-reports.test.ts');
      },
    },
    checkIn: inMemoryCheckInRepository(),
    passes: inMemoryPassSigner(),
    publisher: { publish: async (message: MatchEventsMessage) => void published.push(message) },
    notifications: { enqueue: async (...requests: NotificationRequest[]) => void notified.push(...requests) },
    clock,
    newId: () => `id-${(ids += 1)}`,
  };
  return { ports, matches, log, published, notified, setNow: (iso) => (now = new Date(iso)), race: (write) => (pending = write) };
}
