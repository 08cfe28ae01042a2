import type { Age } from '../constants/ages';
import type { Fixture } from './build-matches';
import { compileKnockoutOrder, type KnockoutOrder } from './knockout-feeders';
import type { Pitch, ScheduleDivision, ScheduleInput, ScheduleTeam } from './schedule-input';
import { dayBase, minutesOfDay } from './time';

/** A day with its window as calendar minutes (see `dayBase`). */
export interface CompiledDay {
  index: number;
  date: string;
  base: number;
  open: number;
  close: number;
}

/** The input, indexed once: the generator, the validator and the board all read rules from here. */
export interface ScheduleContext {
  input: ScheduleInput;
  days: CompiledDay[];
  dayByDate: Map<string, CompiledDay>;
  pitches: Map<string, Pitch>;
  divisions: Map<string, ScheduleDivision>;
  teams: Map<string, ScheduleTeam & { divisionIds: string[] }>;
  /** What must be over before each knockout match (see `KnockoutOrder`). */
  knockout: KnockoutOrder;
  /** Names people read, by coach uid and by club id (from the teams that carry them). */
  coachNames: Map<string, string>;
  clubNames: Map<string, string>;
}

export function compileContext(input: ScheduleInput): ScheduleContext {
  const days = [...input.days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day, index) => {
      const base = dayBase(day.date);
      return { index, date: day.date, base, open: base + minutesOfDay(day.start), close: base + minutesOfDay(day.end) };
    });
  const teams = new Map<string, ScheduleTeam & { divisionIds: string[] }>();
  const coachNames = new Map<string, string>();
  const clubNames = new Map<string, string>();
  for (const division of input.divisions) {
    for (const team of division.teams) {
      if (team.coachUid && team.coachName) coachNames.set(team.coachUid, team.coachName);
      if (team.clubId && team.clubName) clubNames.set(team.clubId, team.clubName);
      const known = teams.get(team.id);
      if (known) known.divisionIds.push(division.id);
      else teams.set(team.id, { ...team, divisionIds: [division.id] });
    }
  }
  return {
    input,
    days,
    dayByDate: new Map(days.map((day) => [day.date, day])),
    pitches: new Map(input.pitches.map((pitch) => [pitch.id, pitch])),
    divisions: new Map(input.divisions.map((division) => [division.id, division])),
    teams,
    knockout: compileKnockoutOrder(input),
    coachNames,
    clubNames,
  };
}

/** Playing time of one match: two halves and the break. The changeover is the pitch's, not the match's. */
export function matchMinutes(input: ScheduleInput, age: Age): number {
  const length = input.matchLengths[age] ?? input.defaultMatchLength;
  return 2 * length.halfMinutes + length.breakMinutes;
}

/** Pitches that may host a match: the age group is allowed and, if the division asks, the size fits. */
export function allowedPitches(context: ScheduleContext, match: Fixture): Pitch[] {
  const size = context.divisions.get(match.divisionId)?.pitchSize;
  return context.input.pitches.filter((pitch) => pitch.ages.includes(match.age) && (size === undefined || pitch.size === size));
}

export function teamName(context: ScheduleContext, teamId: string): string {
  return context.teams.get(teamId)?.name ?? teamId;
}

/** 'Anna Berg' for a coach whose name the input gives; else 'of <team>', never the uid alone when a team is known. */
export function coachName(context: ScheduleContext, uid: string): string {
  const name = context.coachNames.get(uid);
  if (name) return name;
  const team = [...context.teams.values()].find((candidate) => candidate.coachUid === uid);
  return team ? `of ${team.name}` : uid;
}

export function clubName(context: ScheduleContext, clubId: string): string {
  return context.clubNames.get(clubId) ?? clubId;
}

/** The known teams of a match, each once: a knockout side is '' until its team is known, and has no rules of its own. */
export function matchTeams(match: Pick<Fixture, 'homeTeamId' | 'awayTeamId'>): string[] {
  return [...new Set([match.homeTeamId, match.awayTeamId])].filter((id) => id !== '');
}

/** Coaches of a match, each once: one coach on both benches is still one person in one place. */
export function matchCoaches(context: ScheduleContext, match: Fixture): string[] {
  const uids = matchTeams(match).map((id) => context.teams.get(id)?.coachUid);
  return [...new Set(uids.filter((uid): uid is string => uid !== undefined))];
}

export function matchClubs(context: ScheduleContext, match: Fixture): string[] {
  const clubs = matchTeams(match).map((id) => context.teams.get(id)?.clubId);
  return [...new Set(clubs.filter((club): club is string => club !== undefined))];
}
