import type { MembershipRecord, TournamentRecord } from '@pitchside/core/data';
import type { UploadedObject, UploadStore } from '@pitchside/core/aws';
import type { ImportJobRecord } from '../adapters/import-jobs';
import type { ImportStore } from '../adapters/import-store';
import { copy, inMemoryRepositories, key } from '@pitchside/core/testing';
import type { ImportsPorts } from '../ports';
import { DEFAULT_IMPORT_LIMITS } from '../workbook/limits';
import { bufferSource } from '../workbook/zip-inspector';

/**
 * In-memory versions of every imports port, for unit tests of the use cases: organizations, tournaments
 * and teams are the shared core fakes; jobs, the import store and uploads are this service's own. `failMatchWritesAfter`
 * makes the match writes throw after that many batches, once, to prove a retry completes the import.
 */
export function inMemoryImportsPorts(start = new Date('2026-05-01T10:00:00Z')) {
  let now = start;
  const clock = { now: () => now };
  const repositories = inMemoryRepositories(clock);
  const { memberships, tournaments, links, teams, players } = repositories.tables;
  const jobs = new Map<string, ImportJobRecord>();
  const objects = new Map<string, Buffer>();
  const tables = {
    divisions: new Map<string, Record<string, unknown>>(),
    ageGroups: new Map<string, Record<string, unknown>>(),
    brackets: new Map<string, Record<string, unknown>>(),
    tournamentTeams: new Map<string, Record<string, unknown> & { teamKey: string; team: string; club: string | null }>(),
    matches: new Map<string, Record<string, unknown>>(),
  };
  const users = new Map<string, string>();
  const writes = { batches: 0 };
  let failMatchWritesAfter: number | null = null;
  let dieDuringMatchWritesAfter: number | null = null;
  let ids = 0;

  /** The adapter compares the last write's stamp: a job never written since it was created is stamped at its creation. */
  const isStale = (job: ImportJobRecord, staleBefore: string) => job.updatedAt !== null && job.updatedAt < staleBefore;

  const batched = async <T extends Record<string, unknown>>(items: readonly T[], save: (item: T) => void, options?: { onWritten?: (count: number) => void }, isMatch = false) => {
    for (let at = 0; at < items.length; at += 25) {
      if (isMatch && dieDuringMatchWritesAfter !== null) {
        // The process is gone (kill -9, out of memory): nothing after this point runs, not even a catch.
        if (dieDuringMatchWritesAfter <= 0) {
          dieDuringMatchWritesAfter = null;
          await new Promise<never>(() => undefined);
        }
        dieDuringMatchWritesAfter = (dieDuringMatchWritesAfter ?? 1) - 1;
      }
      if (isMatch && failMatchWritesAfter !== null) {
        if (failMatchWritesAfter <= 0) {
          failMatchWritesAfter = null;
          throw new Error('DynamoDB went away (injected)');
        }
        failMatchWritesAfter--;
      }
      const batch = items.slice(at, at + 25);
      for (const item of batch) save(copy(item));
      writes.batches++;
      options?.onWritten?.(batch.length);
    }
  };

  const store: ImportStore = {
    async state(tournamentId) {
      const mine = <T>(map: Map<string, T>) => [...map.entries()].filter(([id]) => id.startsWith(`${tournamentId}/`)).map(([, value]) => value);
      return {
        divisionIds: new Set(mine(tables.divisions).map((item) => item.divisionId as string)),
        ageGroups: new Set(mine(tables.ageGroups).map((item) => item.name as string)),
        bracketIds: new Set(mine(tables.brackets).map((item) => item.bracketId as string)),
        tournamentTeams: mine(tables.tournamentTeams).map((item) => ({ teamKey: item.teamKey, team: item.team, club: item.club })),
        matchIds: new Set(mine(tables.matches).map((item) => item.matchId as string)),
      };
    },
    putDivisions: (items, options) =>
      batched(items as never[], (item: Record<string, string>) => void tables.divisions.set(key(item.tournamentId as string, item.divisionId as string), item), options),
    putAgeGroups: (items, options) => batched(items as never[], (item: Record<string, string>) => void tables.ageGroups.set(key(item.tournamentId as string, item.name as string), item), options),
    putBrackets: (items, options) => batched(items as never[], (item: Record<string, string>) => void tables.brackets.set(key(item.tournamentId as string, item.bracketId as string), item), options),
    putTournamentTeams: (items, options) =>
      batched(items as never[], (item: Record<string, string>) => void tables.tournamentTeams.set(key(item.tournamentId as string, item.teamKey as string), item as never), options),
    putMatches: (items, options) => batched(items as never[], (item: Record<string, string>) => void tables.matches.set(key(item.tournamentId as string, item.matchId as string), item), options, true),
    async finishTournament(tournamentId, summary) {
      const tournament = tournaments.get(tournamentId);
      // The adapter patches the tournament: one that is gone fails the write.
      if (!tournament) throw new Error(`Tournament ${tournamentId} is gone`);
      tournaments.set(tournamentId, {
        ...tournament,
        // Bumped like a settings edit, as the adapter does: an edit read before the import ends is refused.
        version: (tournament.version ?? 0) + 1,
        hasSchedule: tournament.hasSchedule || summary.hasSchedule,
        teamCount: summary.teamCount,
        ageGroups: [...summary.ageGroups] as never,
        genders: [...summary.genders] as never,
      });
    },
    async claimJob(importId, staleBefore) {
      const job = jobs.get(importId);
      if (!job) return null;
      const stale = job.status === 'running' && isStale(job, staleBefore);
      if (job.status !== 'queued' && job.status !== 'failed' && !stale) return null;
      const claimed = { ...job, status: 'running' as const, updatedAt: now.toISOString() };
      jobs.set(importId, claimed);
      return copy(claimed);
    },
    async usersByEmail(orgId, emails) {
      return new Map(
        emails.flatMap((email) => {
          const uid = users.get(email.toLowerCase());
          return uid && memberships.has(key(orgId, uid)) ? [[email.toLowerCase(), uid] as const] : [];
        }),
      );
    },
  };

  const uploads: UploadStore = {
    async presignPut({ key: objectKey, contentLength, contentType, expiresInSeconds, now: at }) {
      return {
        url: `memory://uploads/${objectKey}?length=${contentLength}`,
        method: 'PUT',
        headers: { 'content-type': contentType },
        expiresAt: new Date(at.getTime() + expiresInSeconds * 1000).toISOString(),
      };
    },
    async open(objectKey): Promise<UploadedObject | null> {
      const body = objects.get(objectKey);
      return body ? bufferSource(body) : null;
    },
  };

  const ports: ImportsPorts = {
    organizations: repositories.organizations,
    tournaments: repositories.tournaments,
    jobs: {
      // As the adapter: created once under a free id, stamped with the time of every write (updatedAt).
      async create(job) {
        if (jobs.has(job.importId)) throw new Error(`Import job ${job.importId} exists`);
        jobs.set(job.importId, { ...copy(job), updatedAt: now.toISOString() });
      },
      get: async (importId) => copy(jobs.get(importId) ?? null),
      // Newest first, as the adapter's index (sorted by createdAt) is read.
      listByTournament: async (tournamentId) =>
        [...jobs.values()]
          .filter((job) => job.tournamentId === tournamentId)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map(copy),
      async update(importId, changes) {
        const job = jobs.get(importId);
        // Only the run holding the job writes to it (the adapter's condition: status running).
        if (job?.status !== 'running') throw new Error(`Import job ${importId} is not running`);
        const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined && value !== null));
        jobs.set(importId, { ...job, ...copy(defined), updatedAt: now.toISOString() });
      },
      async expireLease(importId, staleBefore, error, errorMessage) {
        const job = jobs.get(importId);
        if (!job || job.status !== 'running' || !isStale(job, staleBefore)) return false;
        jobs.set(importId, { ...job, status: 'failed', error, errorMessage: copy(errorMessage), updatedAt: now.toISOString() });
        return true;
      },
    },
    store,
    teams: repositories.teams,
    uploads,
    clock,
    newId: () => `import-${++ids}`,
    limits: DEFAULT_IMPORT_LIMITS,
    uploadUrlSeconds: 300,
    uploadPrefix: 'imports/',
  };

  return {
    ports,
    tables,
    teams,
    players,
    jobs,
    writes,
    addMembership(membership: MembershipRecord) {
      memberships.set(key(membership.orgId, membership.uid), copy(membership));
    },
    addTournament(tournament: TournamentRecord) {
      tournaments.set(tournament.tournamentId, copy(tournament));
    },
    tournament: (tournamentId: string) => copy(tournaments.get(tournamentId) ?? null),
    link(uid: string, tournamentId: string) {
      links.set(key(uid, tournamentId), { userId: uid, tournamentId, orgId: tournaments.get(tournamentId)?.orgId ?? '', createdAt: null });
    },
    addUser(email: string, uid: string) {
      users.set(email.toLowerCase(), uid);
    },
    upload(objectKey: string, body: Buffer) {
      objects.set(objectKey, body);
    },
    failMatchWritesAfter(batches: number) {
      failMatchWritesAfter = batches;
    },
    /** The worker dies after that many match batches: its run never settles and records nothing more. */
    dieDuringMatchWritesAfter(batches: number) {
      dieDuringMatchWritesAfter = batches;
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

export function demoTournament(overrides: Partial<TournamentRecord> = {}): TournamentRecord {
  return {
    tournamentId: 'cup-1',
    orgId: 'org-1',
    organizerUid: 'admin-1',
    name: 'Summer Cup',
    type: 'tournament',
    days: 'weekends',
    startDate: '2026-06-01',
    endDate: '2026-06-03',
    venue: 'Park',
    ageGroups: [],
    genders: [],
    draft: true,
    hasSchedule: false,
    teamCount: 0,
    firstHalfDuration: 2700,
    breakDuration: 900,
    secondHalfDuration: 2700,
    tieBreakers: [],
    gdCap: null,
    payment: { status: 'waived' },
    publishedAt: null,
    createdAt: '2026-04-01T10:00:00.000Z',
    ...overrides,
  };
}
