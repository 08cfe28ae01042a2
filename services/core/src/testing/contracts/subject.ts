import { randomUUID } from 'node:crypto';
import type { MatchFixture, MatchRecord, MatchRepository } from '../../data/matches';
import { matchFromFixture } from '../in-memory-matches';
import type { OrganizationRepository } from '../../data/organizations';
import type { PlayerRecord, TeamRecord, TeamRepository } from '../../data/teams';
import type { TournamentStructureRepository, TournamentTeamRecord } from '../../data/tournament-structure';
import type { TournamentRecord, TournamentRepository } from '../../data/tournaments';
import type { UserRepository } from '../../data/users';

/**
 * The repositories a contract suite checks: the in-memory fakes in a unit test, the DynamoDB adapters on
 * DynamoDB Local in an integration test. Both must pass the same suite, so a fake can be trusted in a
 * use-case test exactly as far as the suite goes.
 */
export interface RepositorySubject {
  organizations: OrganizationRepository;
  users: UserRepository;
  tournaments: TournamentRepository;
  structure: TournamentStructureRepository;
  teams: TeamRepository;
  matches: MatchRepository;
}

/** Ids unique per run, so the suite can run against a shared table that other tests write too. */
export const uniqueId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export function tournamentRecord(tournamentId: string, orgId: string, overrides: Partial<TournamentRecord> = {}): TournamentRecord {
  return {
    tournamentId,
    orgId,
    organizerUid: 'organizer',
    name: 'Contract Cup',
    type: 'tournament',
    days: 'weekends',
    startDate: '2026-06-01',
    endDate: '2026-06-02',
    venue: 'Park',
    ageGroups: ['u12'],
    genders: ['boys'],
    draft: true,
    hasSchedule: false,
    teamCount: 0,
    firstHalfDuration: 1200,
    breakDuration: 300,
    secondHalfDuration: 1200,
    tieBreakers: [],
    gdCap: null,
    payment: { status: 'waived' },
    publishedAt: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function teamRecord(teamId: string, orgId: string, overrides: Partial<TeamRecord> = {}): TeamRecord {
  return {
    teamId,
    orgId,
    name: 'Lions',
    club: null,
    age: 'u12',
    gender: 'male',
    coachUid: null,
    totalPlayers: 0,
    externalId: null,
    source: 'manual',
    version: 1,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function playerRecord(teamId: string, orgId: string, playerId: string, registrationId: string | null): PlayerRecord {
  return { teamId, playerId, orgId, name: `Player ${playerId}`, registrationId, jerseyNumber: null, position: null, dateOfBirth: null, extra: {}, source: 'manual' };
}

export function tournamentTeamRecord(tournamentId: string, teamKey: string, overrides: Partial<TournamentTeamRecord> = {}): TournamentTeamRecord {
  return {
    tournamentId,
    teamKey,
    team: teamKey,
    club: null,
    division: 'Boys U12',
    divisionId: 'boys-u12',
    bracket: 'Group A',
    bracketId: null,
    age: 'u12',
    gender: 'boys',
    organizerUid: 'organizer',
    teamId: null,
    decidedBy: null,
    source: 'manual',
    ...unplayedLine(),
    ...overrides,
  };
}

/** A team's table line before it has played: every number 0, not yet placed. */
export const unplayedLine = () => ({ MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, GD: 0, PTS: 0, position: 0 });

/** A Boys U12 fixture, Lions v Tigers, as an organizer or the import adds it. */
export function matchFixture(tournamentId: string, matchId: string, changes: Partial<MatchFixture> = {}): MatchFixture {
  return {
    tournamentId,
    matchId,
    division: 'Boys U12',
    divisionId: 'boys-u12',
    age: 'u12',
    gender: 'boys',
    date: '2026-07-14',
    time: '09:00',
    homeTeam: 'Lions',
    awayTeam: 'Tigers',
    source: 'manual',
    ...changes,
  };
}

/** A scheduled Boys U12 group match, AIK v IFK on Pitch 1, nobody has touched yet. */
export function matchRecord(tournamentId: string, matchId: string, overrides: Partial<MatchRecord> = {}): MatchRecord {
  const fixture = matchFixture(tournamentId, matchId, { field: 'Pitch 1', homeTeam: 'AIK', awayTeam: 'IFK', homeTeamKey: 'aik', awayTeamKey: 'ifk', bracket: 'Group A' });
  return { ...matchFromFixture(fixture), ...overrides };
}
