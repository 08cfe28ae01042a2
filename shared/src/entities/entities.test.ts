import { createInviteInputSchema, inviteSchema } from './invite';
import { matchSchema, createMatchInputSchema } from './match';
import { createPlayerInputSchema, playerSchema, updatePlayerInputSchema } from './player';
import { confirmScoreInputSchema } from './score-confirmation';
import { createTeamInputSchema, teamSchema } from './team';
import { createTournamentInputSchema, tournamentSchema, updateTournamentInputSchema } from './tournament';
import { createDivisionInputSchema, divisionSchema } from './tournament-structure';
import { tournamentTeamSchema } from './tournament-team';
import { createUserInputSchema, roleMapSchema, updateProfileInputSchema, userSchema } from './user';
import { initialMatchState } from '../match/match-state';

const unrecognized = (result: { success: boolean; error?: { issues: { code: string }[] } }) => result.error?.issues.some((issue) => issue.code === 'unrecognized_keys') ?? false;

describe('users', () => {
  it('stores roles as the spec’s map of role name to true', () => {
    expect(userSchema.parse({ uid: 'u1', email: 'Coach@Club.se', displayName: 'Ana', role: { coach: true, referee: true } })).toEqual({
      uid: 'u1',
      email: 'coach@club.se',
      displayName: 'Ana',
      role: { coach: true, referee: true },
    });
  });

  it('refuses unknown roles and roles set to false', () => {
    expect(roleMapSchema.safeParse({ superuser: true }).success).toBe(false);
    expect(roleMapSchema.safeParse({ coach: false }).success).toBe(false);
  });

  it('creates a user from e-mail, password, name and roles, and refuses extra fields', () => {
    const input = { email: 'ana@club.se', password: 'Secret123', displayName: 'Ana Berg', role: { coach: true } };
    expect(createUserInputSchema.parse(input)).toEqual(input);
    expect(unrecognized(createUserInputSchema.safeParse({ ...input, isAdmin: true }))).toBe(true);
  });

  it('lets a user change name and phone on their profile, not their roles', () => {
    expect(updateProfileInputSchema.parse({ displayName: 'Ana Berg', phone: '' })).toEqual({ displayName: 'Ana Berg' });
    expect(unrecognized(updateProfileInputSchema.safeParse({ role: { admin: true } }))).toBe(true);
  });
});

describe('invites', () => {
  it('invites by e-mail with one of the invitation roles', () => {
    expect(createInviteInputSchema.parse({ email: ' New@Club.se', role: 'tournamentadmin' })).toEqual({ email: 'new@club.se', role: 'tournamentadmin' });
    expect(createInviteInputSchema.safeParse({ email: 'new@club.se', role: 'refereeassignor' }).success).toBe(false);
  });

  it('reads a stored invite', () => {
    const invite = { email: 'new@club.se', token: 't', inviter: 'u1', accepted: false, declined: false };
    expect(inviteSchema.parse(invite)).toEqual(invite);
  });
});

describe('teams and players', () => {
  it('creates a team with a male or female gender and a canonical age', () => {
    expect(createTeamInputSchema.parse({ name: ' U12 Blue ', age: 'U12', gender: 'female' })).toEqual({ name: 'U12 Blue', age: 'u12', gender: 'female' });
    expect(createTeamInputSchema.safeParse({ name: 'U12 Blue', age: 'u12', gender: 'mixed' }).success).toBe(false);
    expect(unrecognized(createTeamInputSchema.safeParse({ name: 'U12 Blue', age: 'u12', gender: 'male', totalPlayers: 3 }))).toBe(true);
  });

  it('reads a team', () => {
    const team = { id: 't1', name: 'U12 Blue', age: 'u12', gender: 'male', coachUid: 'c1', totalPlayers: 14 };
    expect(teamSchema.parse(team)).toEqual(team);
  });

  it('keeps a player’s imported extra columns but refuses them on input', () => {
    const stored = { id: 'p1', name: 'Ana', teamId: 't1', registrationId: 'R1', jerseyNumber: 9, shirtSize: 'M' };
    expect(playerSchema.parse(stored)).toEqual(stored);
    expect(createPlayerInputSchema.safeParse({ name: 'Ana', teamId: 't1', jerseyNumber: 9 }).success).toBe(true);
    expect(createPlayerInputSchema.safeParse({ name: 'Ana 2', teamId: 't1' }).error?.issues[0]?.message).toBe('Invalid name');
    expect(unrecognized(createPlayerInputSchema.safeParse({ name: 'Ana', teamId: 't1', shirtSize: 'M' }))).toBe(true);
    expect(unrecognized(updatePlayerInputSchema.safeParse({ teamId: 't2' }))).toBe(true);
  });

  it.each(['7a', '7', -1, 1.5, null])('answers a jersey number of %p with the number rule’s "Invalid number", on create and update', (jerseyNumber) => {
    const message = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) => result.error?.issues.find((issue) => issue.path[0] === 'jerseyNumber')?.message;
    expect(message(createPlayerInputSchema.safeParse({ name: 'Ana', jerseyNumber }))).toBe('Invalid number');
    if (jerseyNumber !== null) expect(message(updatePlayerInputSchema.safeParse({ jerseyNumber }))).toBe('Invalid number');
  });
});

describe('tournaments', () => {
  it('fills in the default durations and refuses fields the server owns', () => {
    const form = { startDate: '2026-06-01', endDate: '2026-06-02', venue: 'Main Park', ageGroups: ['U12', 'u12'], genders: ['boys'] };
    const created = createTournamentInputSchema.parse({ name: 'Summer Cup', teamCount: 16, type: 'tournament', days: 'weekends', ...form });
    expect(created).toMatchObject({ firstHalfDuration: 2700, breakDuration: 900, secondHalfDuration: 2700, ageGroups: ['u12'] });
    expect(unrecognized(createTournamentInputSchema.safeParse({ name: 'Cup', teamCount: 4, type: 'league', days: 'weekdays', ...form, draft: false }))).toBe(true);
    expect(createTournamentInputSchema.safeParse({ name: 'Cup', type: 'league', days: 'weekdays', ...form, endDate: '2026-05-01' }).error?.issues[0]?.path).toEqual(['endDate']);
    expect(unrecognized(updateTournamentInputSchema.safeParse({ organizerUid: 'someone-else' }))).toBe(true);
  });

  it('accepts a tie-breaker chain once per criterion', () => {
    const base = { name: 'Cup', teamCount: 4, type: 'league', days: 'weekdays', startDate: '2026-06-01', endDate: '2026-06-01', venue: 'Park', ageGroups: ['u9'], genders: ['mixed'] };
    expect(createTournamentInputSchema.safeParse({ ...base, tieBreakers: ['points', 'headToHead', 'goalDifference'], gdCap: 5 }).success).toBe(true);
    expect(createTournamentInputSchema.safeParse({ ...base, tieBreakers: ['points', 'points'] }).success).toBe(false);
    expect(createTournamentInputSchema.safeParse({ ...base, tieBreakers: ['luck'] }).success).toBe(false);
  });

  it('reads a stored tournament', () => {
    const stored = {
      id: 't1',
      organizerUid: 'o1',
      name: 'Cup',
      draft: true,
      hasSchedule: false,
      teamCount: 8,
      firstHalfDuration: 1500,
      breakDuration: 300,
      secondHalfDuration: 1500,
      type: 'league',
      days: 'weekends',
    };
    expect(tournamentSchema.parse(stored)).toEqual(stored);
  });

  it('has divisions with a boys, girls or mixed gender', () => {
    expect(divisionSchema.parse({ name: 'Boys U12', age: 'u12', gender: 'boys' })).toEqual({ name: 'Boys U12', age: 'u12', gender: 'boys' });
    expect(createDivisionInputSchema.safeParse({ name: 'Boys U12', age: 'u12', gender: 'male' }).success).toBe(false);
  });

  it('puts a tournament team without a bracket into Default', () => {
    const row = { team: 'AIK', division: 'Boys U12', age: 'u12', gender: 'boys', organizerUid: 'o1', MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, GD: 0, PTS: 0, position: 1 };
    expect(tournamentTeamSchema.parse(row).bracket).toBe('Default');
  });
});

describe('matches', () => {
  const fixture = { division: 'Boys U12', age: 'u12', gender: 'boys', date: '2025-06-01', homeTeam: 'AIK', awayTeam: 'Hammarby IF U12' };

  it('creates a fixture in camelCase and refuses live-state fields on input', () => {
    expect(createMatchInputSchema.parse(fixture)).toEqual(fixture);
    expect(unrecognized(createMatchInputSchema.safeParse({ ...fixture, 'Home Team': 'AIK' }))).toBe(true);
    expect(unrecognized(createMatchInputSchema.safeParse({ ...fixture, homeScore: 3 }))).toBe(true);
  });

  it('reads a stored match, including the legacy status live', () => {
    const stored = { ...fixture, ...initialMatchState(), id: 'm1', tournamentId: 't1', status: 'live' };
    const parsed = matchSchema.parse(stored);
    expect(parsed.status).toBe('live');
    expect(parsed.scoreConfirmations).toEqual([]);
  });

  it('takes only the side from a coach confirming a score', () => {
    expect(confirmScoreInputSchema.parse({ teamType: 'home' })).toEqual({ teamType: 'home' });
    expect(unrecognized(confirmScoreInputSchema.safeParse({ teamType: 'home', coachId: 'someone' }))).toBe(true);
  });
});
