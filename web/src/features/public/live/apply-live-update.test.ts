import { describe, expect, it } from '@jest/globals';
import type { PublicDivision, PublicMatch, PublicTeamPage, PublicTournament } from '@pitchside/shared';
import { QueryClient } from '@tanstack/react-query';
import { publicKeys } from '../api/public-keys';
import { publicMatch } from '../testing/public-match';
import { applyLiveUpdate, CDN_SETTLE_MS, DIGEST_TRAILING_MS, STANDINGS_FALLBACK_MS } from './apply-live-update';

/** Division A of tournament t: the topics and cache keys below name them. */
const match = (over: Partial<PublicMatch> = {}): PublicMatch => publicMatch({ tournamentId: 't', division: 'A', homeTeam: 'Home', homeTeamKey: 'home', ...over });

/** Home's page in division A as the cache holds it, before the update. */
const teamPage = (over: Partial<PublicTeamPage>): PublicTeamPage => ({
  tournamentId: 't',
  teamKey: 'home',
  team: 'Home',
  club: null,
  division: 'A',
  bracket: 'Default',
  resultsHidden: false,
  standing: null,
  matches: [],
  ...over,
});

function setup() {
  const queryClient = new QueryClient();
  const scheduled: { ms: number; run: () => void }[] = [];
  const schedule = (run: () => void, ms: number) => void scheduled.push({ run, ms });
  const invalidated: string[] = [];
  const original = queryClient.invalidateQueries.bind(queryClient);
  queryClient.invalidateQueries = ((filters: { queryKey: unknown[] }) => {
    invalidated.push(JSON.stringify(filters.queryKey));
    return original(filters);
  }) as typeof queryClient.invalidateQueries;
  const runAll = (ms: number) => scheduled.filter((task) => task.ms === ms).forEach((task) => task.run());
  return { queryClient, scheduled, schedule, invalidated, runAll };
}

describe('applyLiveUpdate', () => {
  it('puts a match update into every cached list, team page and match read', () => {
    const { queryClient, schedule } = setup();
    queryClient.setQueryData(publicKeys.matches('t', undefined), [match(), match({ matchId: 'm2' })]);
    queryClient.setQueryData(publicKeys.matches('t', 'A'), [match()]);
    queryClient.setQueryData(publicKeys.match('t', 'm1'), match());
    queryClient.setQueryData<PublicTeamPage>(publicKeys.team('t', 'home'), teamPage({ matches: [match()] }));
    const live = match({ class: 'live', status: 'in_progress', homeScore: 1, awayScore: 0 });
    applyLiveUpdate(queryClient, { kind: 'match', topic: 'division:t:A', match: live }, schedule);
    expect(queryClient.getQueryData<PublicMatch[]>(publicKeys.matches('t', undefined))?.[0]?.homeScore).toBe(1);
    expect(queryClient.getQueryData<PublicMatch[]>(publicKeys.matches('t', undefined))?.[1]?.matchId).toBe('m2');
    expect(queryClient.getQueryData<PublicMatch[]>(publicKeys.matches('t', 'A'))?.[0]?.class).toBe('live');
    expect(queryClient.getQueryData<PublicMatch>(publicKeys.match('t', 'm1'))?.homeScore).toBe(1);
    expect(queryClient.getQueryData<PublicTeamPage>(publicKeys.team('t', 'home'))?.matches[0]?.homeScore).toBe(1);
  });

  it('refreshes the tables a little after a match completes, in case the standings update is missed', () => {
    const { queryClient, schedule, scheduled, invalidated, runAll } = setup();
    queryClient.setQueryData(publicKeys.matches('t', undefined), [match({ class: 'live', status: 'in_progress' })]);
    applyLiveUpdate(queryClient, { kind: 'match', topic: 'division:t:A', match: match({ class: 'completed', status: 'completed', homeScore: 2, awayScore: 0 }) }, schedule);
    expect(scheduled.map((task) => task.ms)).toEqual([STANDINGS_FALLBACK_MS]);
    runAll(STANDINGS_FALLBACK_MS);
    runAll(150);
    expect(invalidated).toContain(JSON.stringify(publicKeys.detail('t')));
  });

  it('refetches the tournament on a standings update, once even when it comes on two topics, and again after the CDN settles', () => {
    const { queryClient, schedule, scheduled, invalidated, runAll } = setup();
    applyLiveUpdate(queryClient, { kind: 'standings', topic: 'division:t:A', tournamentId: 't', division: 'A' }, schedule);
    applyLiveUpdate(queryClient, { kind: 'standings', topic: 'tournament:t', tournamentId: 't', division: 'A' }, schedule);
    expect(scheduled.filter((task) => task.ms === 150)).toHaveLength(2);
    runAll(150);
    expect(invalidated).toEqual([JSON.stringify(publicKeys.detail('t')), JSON.stringify(publicKeys.teams('t'))]);
    runAll(CDN_SETTLE_MS);
    expect(invalidated).toHaveLength(4);
  });

  it('refetches the lists on a digest unless every match it names just came in full', () => {
    const { queryClient, schedule, invalidated, runAll } = setup();
    let clock = 1_000_000;
    const now = () => clock;
    applyLiveUpdate(queryClient, { kind: 'match', topic: 'division:t:A', match: match({ matchId: 'seen' }) }, schedule, now);
    applyLiveUpdate(queryClient, { kind: 'digest', topic: 'tournament:t', tournamentId: 't', changedMatchIds: ['seen'] }, schedule, now);
    runAll(150);
    expect(invalidated).toEqual([]);
    clock += 10_000;
    applyLiveUpdate(queryClient, { kind: 'digest', topic: 'tournament:t', tournamentId: 't', changedMatchIds: ['seen'] }, schedule, now);
    runAll(150);
    expect(invalidated).toEqual([JSON.stringify(publicKeys.matchLists('t')), JSON.stringify(publicKeys.statistics('t'))]);
  });

  it('reads the lists once more after a digest window, for the changes the throttle held back', () => {
    const { queryClient, schedule, scheduled, invalidated, runAll } = setup();
    applyLiveUpdate(queryClient, { kind: 'digest', topic: 'tournament:t', tournamentId: 't', changedMatchIds: ['m1'] }, schedule);
    applyLiveUpdate(queryClient, { kind: 'digest', topic: 'tournament:t', tournamentId: 't', changedMatchIds: ['m2'] }, schedule);
    expect(scheduled.filter((task) => task.ms === DIGEST_TRAILING_MS)).toHaveLength(2);
    runAll(DIGEST_TRAILING_MS);
    expect(invalidated).toEqual([JSON.stringify(publicKeys.matchLists('t')), JSON.stringify(publicKeys.statistics('t'))]);
  });

  it('drops a match push older than a copy held: a late or repeated push never shows a score going backwards', () => {
    const { queryClient, schedule } = setup();
    queryClient.setQueryData(publicKeys.matches('t', undefined), [match({ class: 'live', status: 'in_progress', homeScore: 2, awayScore: 0, version: 7 })]);
    applyLiveUpdate(queryClient, { kind: 'match', topic: 'division:t:A', match: match({ class: 'live', status: 'in_progress', homeScore: 1, awayScore: 0, version: 6 }) }, schedule);
    expect(queryClient.getQueryData<PublicMatch[]>(publicKeys.matches('t', undefined))?.[0]?.homeScore).toBe(2);
    applyLiveUpdate(queryClient, { kind: 'match', topic: 'division:t:A', match: match({ class: 'live', status: 'in_progress', homeScore: 3, awayScore: 0, version: 8 }) }, schedule);
    expect(queryClient.getQueryData<PublicMatch[]>(publicKeys.matches('t', undefined))?.[0]?.homeScore).toBe(3);
  });

  it('shows pushed tables at once without a refetch, and drops pushed tables older than those held', () => {
    const { queryClient, schedule, scheduled, invalidated } = setup();
    const row = (PTS: number) => ({ position: 1, team: 'Home', teamKey: 'home', club: null, MP: 1, W: PTS === 3 ? 1 : 0, D: PTS === 1 ? 1 : 0, L: 0, GF: 1, GA: 0, GD: 1, PTS, decidedBy: null });
    queryClient.setQueryData<PublicTournament>(publicKeys.detail('t'), tournament([{ name: 'A', table: [row(1)] }], 4));
    queryClient.setQueryData<PublicTeamPage>(publicKeys.team('t', 'home'), teamPage({ standing: row(1), standingsVersion: 4 }));
    applyLiveUpdate(queryClient, { kind: 'standings', topic: 'division:t:A', tournamentId: 't', division: 'A', version: 6, brackets: [{ name: 'Default', table: [row(3)] }] }, schedule);
    expect(queryClient.getQueryData<PublicTournament>(publicKeys.detail('t'))?.divisions[0]?.brackets[0]?.table?.[0]?.PTS).toBe(3);
    expect(queryClient.getQueryData<PublicTeamPage>(publicKeys.team('t', 'home'))?.standing?.PTS).toBe(3);
    applyLiveUpdate(queryClient, { kind: 'standings', topic: 'tournament:t', tournamentId: 't', division: 'A', version: 5, brackets: [{ name: 'Default', table: [row(1)] }] }, schedule);
    expect(queryClient.getQueryData<PublicTournament>(publicKeys.detail('t'))?.divisions[0]?.brackets[0]?.table?.[0]?.PTS).toBe(3);
    expect(queryClient.getQueryData<PublicTeamPage>(publicKeys.team('t', 'home'))?.standing?.PTS).toBe(3);
    expect(scheduled).toEqual([]);
    expect(invalidated).toEqual([]);
  });
});

function tournament(brackets: PublicDivision['brackets'], standingsVersion: number): PublicTournament {
  return {
    tournamentId: 't',
    name: 'Cup',
    venue: 'Park',
    startDate: '2026-06-01',
    endDate: '2026-06-01',
    type: 'tournament',
    phase: 'running',
    ageGroups: ['u12'],
    durations: { firstHalfDuration: 20, breakDuration: 5, secondHalfDuration: 20 },
    divisions: [{ divisionId: 'd', name: 'A', age: 'u12', gender: 'boys', resultsHidden: false, brackets, standingsVersion }],
  } as PublicTournament;
}
