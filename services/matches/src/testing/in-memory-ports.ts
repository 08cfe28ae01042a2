import type { MatchEventsMessage, NotificationRequest, RoleMap } from '@pitchside/shared';
import type { MatchRecord, MembershipRecord, TournamentRecord } from '@pitchside/core/data';
import { tournamentRecord, unplayedMatchState } from '@pitchside/core/testing';
import type { MatchesPorts } from '../ports';

/**
 * The matches ports in memory, for use-case tests: one organization, one tournament, and matches whose
 * sides name organization teams. Writes honour the version condition like DynamoDB does, and `race`
 * lets a test slip another write in just before the next conditional write.
 */
export interface MatchesWorld {
  ports: MatchesPorts;
  matches: Map<string, MatchRecord>;
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
}): MatchesWorld {
  let now = new Date('2026-06-01T12:00:00.000Z');
  let pending: (() => void) | undefined;
  let ids = 0;
  const matches = new Map(options.matches.map((match) => [match.matchId, structuredClone(match)]));
  const log: MatchesWorld['log'] = [];
  const published: MatchEventsMessage[] = [];
  const notified: NotificationRequest[] = [];
  const tournament = summerCup(options.tournament);
  const teams = new Map([
    ['team-lions', options.coaches.home ?? null],
    ['team-tigers', options.coaches.away ?? null],
  ]);
  const conditional = (match: MatchRecord, write: (stored: MatchRecord) => MatchRecord): boolean => {
    const race = pending;
    pending = undefined;
    race?.();
    const stored = matches.get(match.matchId);
    if (!stored || stored.version !== match.version) return false;
    matches.set(match.matchId, { ...write(stored), version: stored.version + 1 });
    return true;
  };
  const ports = {
    organizations: { membershipsOfUser: async (uid: string) => options.memberships.filter((membership) => membership.uid === uid), membersOf: async () => options.memberships },
    tournaments: { get: async (id: string) => (id === TOURNAMENT ? tournament : null), isLinked: async (uid: string) => (options.linked ?? []).includes(uid), listByOrg: async () => [tournament] },
    structure: { getTeam: async (_t: string, teamKey: string) => ({ teamId: `team-${teamKey}` }), teams: async () => [] },
    teams: { get: async (teamId: string) => (teams.has(teamId) ? { teamId, orgId: ORG, coachUid: teams.get(teamId) } : null), listPlayers: async () => [], listByCoach: async () => [] },
    matches: {
      get: async (_t: string, id: string) => structuredClone(matches.get(id) ?? null),
      listByTournament: async () => [...matches.values()].map((match) => structuredClone(match)),
      addFixtures: async () => ({ added: [], existing: [] }),
    },
    live: {
      commitEvent: async ({ match, next, event, by }: Parameters<MatchesPorts['live']['commitEvent']>[0]) => {
        const done = conditional(match, (stored) => ({ ...stored, ...next }));
        if (done) log.push({ matchId: match.matchId, seq: match.version + 1, type: event.type, by: by.uid });
        return done;
      },
      addConfirmation: async (match: MatchRecord, confirmation: MatchRecord['scoreConfirmations'][number]) =>
        conditional(match, (stored) => ({ ...stored, scoreConfirmations: [...stored.scoreConfirmations, confirmation] })),
    },
    disputes: {
      commitStep: async ({ match, disputes, result, event, by }: Parameters<MatchesPorts['disputes']['commitStep']>[0]) => {
        const done = conditional(match, (stored) => ({ ...stored, ...(result ?? {}), disputes: [...disputes], appliedEventIds: [...stored.appliedEventIds, event.id] }));
        if (done) log.push({ matchId: match.matchId, seq: match.version + 1, type: event.type, by: by.uid });
        return done;
      },
    },
    users: { findByUid: async (uid: string) => ({ uid, displayName: `Name of ${uid}` }) },
    publisher: { publish: async (message: MatchEventsMessage) => void published.push(message) },
    notifications: { enqueue: async (...requests: NotificationRequest[]) => void notified.push(...requests) },
    clock: { now: () => now },
    newId: () => `id-${(ids += 1)}`,
  } as unknown as MatchesPorts;
  return { ports, matches, log, published, notified, setNow: (iso) => (now = new Date(iso)), race: (write) => (pending = write) };
}
