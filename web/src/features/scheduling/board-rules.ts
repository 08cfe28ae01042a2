import {
  buildMatches,
  canMove,
  DEFAULT_MATCH_DURATIONS,
  isAge,
  minutesOfDay,
  SCHEDULING_EN,
  setupRules,
  type Age,
  type BoardMatch,
  type MatchLength,
  type MoveCheck,
  type MoveTarget,
  type ScheduleDivision,
  type ScheduledMatch,
  type ScheduleInput,
  type ScheduleTeam,
  type ScheduleView,
} from '@pitchside/shared';

/** What the board knows about a team beyond its name: its key in the tournament and its club. */
export interface BoardTeam {
  teamKey: string;
  team: string;
  divisionId: string | null;
  club: string | null;
}

/** The tournament's own match length, for ages the setup does not override and no placed match shows. */
export interface TournamentLength {
  firstHalfDuration: number;
  breakDuration: number;
}

/**
 * The board's copy of the scheduling rules, so a drag shows at once whether a drop is legal (`canMove`
 * from shared, the very function the generator and the server use). The view does not carry the
 * generator's fixtures, so the input is rebuilt from the board itself: each division lists its matches
 * as given two-team "groups", which makes `buildMatches` return exactly the board's pairings (one
 * fixture per group, in order) under the real division id, so team, rest, daily-limit, pitch, window and
 * club rules all read the same data the server reads. Coaches are not in the view: a coach clash is left
 * to the server, whose refusal the board shows the same way.
 */
export interface BoardRules {
  input: ScheduleInput;
  /** Placed matches as the rules read them (fixture ids). */
  scheduled: ScheduledMatch[];
  /** Board match id → fixture id in `input`. */
  fixtureOf: Map<string, string>;
  /** Minutes a match of this board match's age lasts (halves and break). */
  lengthOf: (match: BoardMatch) => number;
  /** A team key (as the generator's fixtures name teams) → the team's name. */
  teamName: (teamId: string) => string;
  /** A division id → its name. */
  divisionName: (divisionId: string) => string;
}

/** A length in the input's shape that adds up to exactly `total` minutes (2 × half + break). */
function lengthOfTotal(total: number): MatchLength {
  const half = Math.max(1, Math.floor(total / 2));
  return { halfMinutes: half, breakMinutes: Math.max(0, total - 2 * half) };
}

export function buildBoardRules(
  view: Pick<ScheduleView, 'setup' | 'matches'>,
  teams: readonly BoardTeam[],
  tournament: TournamentLength,
  divisionNames: readonly { divisionId: string; name: string }[] = [],
): BoardRules {
  const { setup } = view;
  const teamOf = new Map<string, BoardTeam>();
  for (const team of teams) teamOf.set(`${team.divisionId ?? ''}\u0000${team.team}`, team);
  const teamIdOf = (divisionId: string, name: string) => teamOf.get(`${divisionId}\u0000${name}`)?.teamKey ?? `${divisionId}:${name}`;

  // Lengths: what the placed matches show wins (the server computed their end), then the setup, then the tournament.
  const matchLengths: Partial<Record<Age, MatchLength>> = { ...setup.matchLengths };
  for (const match of view.matches) {
    if (!match.pitchId || !match.start || !match.end || !isAge(match.age)) continue;
    const total = minutesOfDay(match.end) - minutesOfDay(match.start);
    if (total > 0 && matchLengths[match.age] === undefined) matchLengths[match.age] = lengthOfTotal(total);
  }
  const halfSeconds = tournament.firstHalfDuration || DEFAULT_MATCH_DURATIONS.firstHalfDuration;
  const breakSeconds = tournament.breakDuration ?? DEFAULT_MATCH_DURATIONS.breakDuration;
  const defaultMatchLength: MatchLength = { halfMinutes: Math.max(1, Math.round(halfSeconds / 60)), breakMinutes: Math.round(breakSeconds / 60) };

  const byDivision = new Map<string, BoardMatch[]>();
  for (const match of view.matches) {
    // An imported or hand-added match is not the scheduler's to move: it is a fixed match below, which a move is checked against.
    if (!isAge(match.age) || !isGenerated(match)) continue;
    const list = byDivision.get(match.divisionId) ?? [];
    list.push(match);
    byDivision.set(match.divisionId, list);
  }
  const divisions: ScheduleDivision[] = [];
  const order: BoardMatch[] = [];
  for (const [divisionId, matches] of byDivision) {
    const first = matches[0] as BoardMatch;
    const divisionTeams = new Map<string, ScheduleTeam>();
    const groups: string[][] = [];
    for (const match of matches) {
      const pair = [match.homeTeam, match.awayTeam].map((name) => {
        const id = teamIdOf(divisionId, name);
        const club = teamOf.get(`${divisionId}\u0000${name}`)?.club;
        if (!divisionTeams.has(id)) divisionTeams.set(id, { id, name, ...(club ? { clubId: club } : {}) });
        return id;
      });
      groups.push(pair);
      order.push(match);
    }
    divisions.push({
      id: divisionId,
      name: first.division,
      age: first.age as Age,
      teams: [...divisionTeams.values()],
      format: { type: 'round-robin', legs: 1, groups },
    });
  }

  // Built by hand, not parsed: the schema forbids a team in two groups, which is exactly how the board's
  // pairings are written down here. Everything canMove reads is filled in.
  const input: ScheduleInput = {
    ...setupRules(setup),
    matchLengths,
    defaultMatchLength,
    divisions,
    locked: [],
    // Matches the scheduler did not make still hold their teams and pitch, as on the server.
    fixed: view.matches
      .filter((match) => isAge(match.age) && !isGenerated(match) && match.start && /^\d{4}-\d{2}-\d{2}$/.test(match.date))
      .map((match) => ({
        id: match.matchId,
        divisionId: match.divisionId,
        age: match.age as Age,
        homeTeamId: teamIdOf(match.divisionId, match.homeTeam),
        awayTeamId: teamIdOf(match.divisionId, match.awayTeam),
        pitchId: match.pitchId,
        date: match.date,
        start: match.start,
      })),
  };
  const fixtures = buildMatches(input);
  const fixtureOf = new Map<string, string>();
  const scheduled: ScheduledMatch[] = [];
  fixtures.forEach((fixture, index) => {
    const match = order[index];
    if (!match) return;
    fixtureOf.set(match.matchId, fixture.id);
    if (match.pitchId && match.date && match.start) scheduled.push({ ...fixture, pitchId: match.pitchId, date: match.date, start: match.start, end: match.end });
  });
  const lengthOf = (match: BoardMatch) => {
    const length = (isAge(match.age) ? matchLengths[match.age] : undefined) ?? defaultMatchLength;
    return 2 * length.halfMinutes + length.breakMinutes;
  };
  const names = new Map(teams.map((team) => [team.teamKey, team.team]));
  const divisionsById = new Map(divisionNames.map((division) => [division.divisionId, division.name]));
  return { input, scheduled, fixtureOf, lengthOf, teamName: (teamId) => names.get(teamId) ?? teamId, divisionName: (divisionId) => divisionsById.get(divisionId) ?? divisionId };
}

/** A match the generator made (a group round or a knockout round); an imported or hand-added one has round 0. */
export function isGenerated(match: Pick<BoardMatch, 'round'>): boolean {
  return match.round > 0;
}

/** The board's own refusals: English (the catalog's) with the id that words them (catalog/scheduling). */
const refusal = (id: 'scheduling.rule.playedStays' | 'scheduling.rule.notGenerated' | 'scheduling.rule.notOnBoard'): MoveCheck => ({
  ok: false,
  reason: SCHEDULING_EN[id],
  said: { id, values: {} },
  violations: [],
});
export const PLAYED_STAYS = SCHEDULING_EN['scheduling.rule.playedStays'];
export const NOT_GENERATED = SCHEDULING_EN['scheduling.rule.notGenerated'];

/**
 * Whether `match` may be dropped at `target`, by the same rules the server applies (coaches aside). A
 * refusal carries its English and its message id with values (`said`, each violation's `messageId`): the
 * screens word it by the id (i18n/said-text.ts).
 */
export function checkMove(rules: BoardRules, match: BoardMatch, target: MoveTarget): MoveCheck {
  if (match.played) return refusal('scheduling.rule.playedStays');
  if (!isGenerated(match)) return refusal('scheduling.rule.notGenerated');
  const fixtureId = rules.fixtureOf.get(match.matchId);
  if (!fixtureId) return refusal('scheduling.rule.notOnBoard');
  return canMove(rules.input, rules.scheduled, fixtureId, target);
}
