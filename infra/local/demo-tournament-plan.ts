/**
 * What the demo tournament is, as data: its divisions, teams, squads and the results already played.
 * `demo-tournament.ts` builds it through the product's own API; the integration test reads the same plan
 * to know what the tables must say. Results are given by the teams' finishing order in their group, so
 * a table follows from them whichever side the generator makes home.
 */
export const DEMO_TOURNAMENT_NAME = 'Pitchside Demo Cup';

export interface DemoTeam {
  name: string;
  club: string;
  /** The group (the team's bracket); the generator plays each bracket as a group. */
  bracket: string;
  /** Surnames of the squad, numbered from 1 in order (first names are added below). */
  squad: readonly string[];
  /** The demo coach (coach@demo.pitchside.test) looks after this team. */
  coachedByDemoCoach?: boolean;
}

export interface DemoDivision {
  name: string;
  age: 'u12' | 'u14';
  gender: 'boys' | 'girls';
  teamGender: 'male' | 'female';
  format: 'groups-knockout' | 'round-robin';
  /** Teams in the order they finish their group (the results below make it so). */
  teams: readonly DemoTeam[];
  /** How many of the group's matches are played before the demo opens (all of them when absent). */
  playedPerGroup?: number;
}

const FIRST_NAMES = { male: ['Liam', 'Noah', 'Oscar', 'Elias', 'Hugo', 'Adam', 'Leo'], female: ['Alva', 'Elsa', 'Maja', 'Ella', 'Wilma', 'Saga', 'Nora'] } as const;

export const DEMO_DIVISIONS: readonly DemoDivision[] = [
  {
    name: 'U12 Boys',
    age: 'u12',
    gender: 'boys',
    teamGender: 'male',
    format: 'groups-knockout',
    teams: [
      { name: 'Harbour City U12', club: 'Harbour City FC', bracket: 'Group A', squad: ['Berg', 'Lind', 'Holm', 'Ek', 'Strand', 'Falk', 'Sjoberg'] },
      { name: 'Northside Rovers U12', club: 'Northside Rovers', bracket: 'Group A', squad: ['Nilsson', 'Dahl', 'Lund', 'Wall', 'Borg', 'Hedlund', 'Moberg'], coachedByDemoCoach: true },
      { name: 'Riverside U12', club: 'Riverside Athletic', bracket: 'Group A', squad: ['Sand', 'Fors', 'Ahl', 'Blom', 'Kvist', 'Rask', 'Tell'] },
      { name: 'Oakfield U12', club: 'Oakfield United', bracket: 'Group A', squad: ['Ek', 'Palm', 'Rehn', 'Stark', 'Vik', 'Alm', 'Bergman'] },
      { name: 'Lakeside U12', club: 'Lakeside SK', bracket: 'Group B', squad: ['Sund', 'Hall', 'Nord', 'Roos', 'Hjort', 'Lof', 'Frost'] },
      { name: 'Hillcrest U12', club: 'Hillcrest IF', bracket: 'Group B', squad: ['Ask', 'Wiik', 'Orn', 'Lax', 'Rydh', 'Sten', 'Grahn'] },
      { name: 'Westbay U12', club: 'Westbay FC', bracket: 'Group B', squad: ['Brink', 'Dal', 'Ling', 'Mark', 'Ohlin', 'Qvist', 'Sjo'] },
      { name: 'Eastfield U12', club: 'Eastfield BK', bracket: 'Group B', squad: ['Aberg', 'Backman', 'Cronholm', 'Dufva', 'Engdahl', 'Fagerlund', 'Gren'] },
    ],
  },
  {
    name: 'U14 Girls',
    age: 'u14',
    gender: 'girls',
    teamGender: 'female',
    format: 'round-robin',
    playedPerGroup: 4,
    teams: [
      { name: 'Harbour City G14', club: 'Harbour City FC', bracket: 'Group A', squad: ['Sandberg', 'Holmgren', 'Ekstrom', 'Lindqvist', 'Bergqvist', 'Ahlin', 'Nyberg'] },
      { name: 'Lakeside G14', club: 'Lakeside SK', bracket: 'Group A', squad: ['Wikstrom', 'Forsberg', 'Dahlin', 'Hedberg', 'Lundin', 'Sjostrom', 'Ostberg'] },
      { name: 'Riverside G14', club: 'Riverside Athletic', bracket: 'Group A', squad: ['Hellberg', 'Jansson', 'Karlberg', 'Lindgren', 'Mattsson', 'Norling', 'Ohman'] },
      { name: 'Westbay G14', club: 'Westbay FC', bracket: 'Group A', squad: ['Palmgren', 'Rosen', 'Sahlin', 'Tornqvist', 'Unger', 'Vallin', 'Wester'] },
    ],
  },
];

/**
 * A four-team group's results by finishing place (1-based): the better-placed team's goals first. They give
 * 7, 4, 4 and 1 points; second and third are level on points and split by goal difference (+1 against −2).
 */
export const GROUP_RESULTS: ReadonlyArray<{ better: number; worse: number; goals: readonly [number, number] }> = [
  { better: 1, worse: 2, goals: [2, 1] },
  { better: 3, worse: 4, goals: [1, 0] },
  { better: 1, worse: 3, goals: [3, 0] },
  { better: 2, worse: 4, goals: [2, 0] },
  { better: 1, worse: 4, goals: [1, 1] },
  { better: 2, worse: 3, goals: [2, 2] },
];

/** The first semi-final is played before the demo opens (the group winner wins it); the second is the demo referee's. */
export const DEMO_SEMI_FINAL_RESULT = { code: 'SF1', goals: [3, 1] as const };
export const DEMO_REFEREE_MATCH_CODE = 'SF2';

export interface DemoPlayer {
  name: string;
  jerseyNumber: number;
  registrationId: string;
}

/** A team's players: a first name from the list, the squad's surname, numbers 1–7, a stable registration id. */
export function squadOf(team: DemoTeam, gender: DemoDivision['teamGender']): DemoPlayer[] {
  return team.squad.map((surname, index) => ({
    name: `${FIRST_NAMES[gender][index % FIRST_NAMES[gender].length]} ${surname}`,
    jerseyNumber: index + 1,
    registrationId: `DEMO-${team.name.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}-${index + 1}`,
  }));
}

/** Who scores a team's n-th goal of a match: the forwards (numbers 7, 6, 5) take turns. */
export function scorerOf(squad: readonly DemoPlayer[], goalIndex: number): DemoPlayer {
  const forwards = squad.slice(-3).reverse();
  return forwards[goalIndex % forwards.length] ?? (squad[0] as DemoPlayer);
}

/** The result of a group match between two teams of one group, by their places, oriented home/away. */
export function groupResult(division: DemoDivision, home: string, away: string): { homeGoals: number; awayGoals: number } | undefined {
  const place = (name: string) => {
    const team = division.teams.find((candidate) => candidate.name === name);
    if (!team) return 0;
    return division.teams.filter((candidate) => candidate.bracket === team.bracket).indexOf(team) + 1;
  };
  const [h, a] = [place(home), place(away)];
  const result = GROUP_RESULTS.find((candidate) => (candidate.better === h && candidate.worse === a) || (candidate.better === a && candidate.worse === h));
  if (!result) return undefined;
  return result.better === h ? { homeGoals: result.goals[0], awayGoals: result.goals[1] } : { homeGoals: result.goals[1], awayGoals: result.goals[0] };
}

/** Whether a group match is played before the demo opens: the first `playedPerGroup` of GROUP_RESULTS' order. */
export function isPlayedBeforeDemo(division: DemoDivision, home: string, away: string): boolean {
  const limit = division.playedPerGroup ?? GROUP_RESULTS.length;
  const place = (name: string) => {
    const team = division.teams.find((candidate) => candidate.name === name);
    return team ? division.teams.filter((candidate) => candidate.bracket === team.bracket).indexOf(team) + 1 : 0;
  };
  const [h, a] = [place(home), place(away)];
  const index = GROUP_RESULTS.findIndex((candidate) => (candidate.better === h && candidate.worse === a) || (candidate.better === a && candidate.worse === h));
  return index >= 0 && index < limit;
}
