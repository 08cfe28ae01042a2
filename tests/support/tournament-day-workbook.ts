import ExcelJS from 'exceljs';

/**
 * The tournament day's workbook: two divisions with their teams, squads and coaches, and only part of the
 * schedule (the opening matches the organizer had already fixed with the clubs); the rest is generated
 * around them. Names carry a stamp so each run's teams, ids and registrations are its own.
 */
export interface DayTeam {
  name: string;
  club: string;
  bracket: string;
  externalId: string;
  coachEmail?: string;
  players: { name: string; jersey: number; registrationId: string }[];
}
export interface DayDivision {
  name: string;
  age: 'U12' | 'U14';
  gender: 'Boys' | 'Girls';
  teamGender: 'male' | 'female';
  teams: DayTeam[];
}
export interface DayMatch {
  division: string;
  time: string;
  field: string;
  home: string;
  away: string;
}

export interface TournamentDayPlan {
  divisions: DayDivision[];
  /** The matches the workbook fixes: the first of each group. */
  imported: DayMatch[];
}

const SURNAMES = ['Andersson', 'Berg', 'Carlsson', 'Dahl', 'Ek'];

function team(stamp: string, name: string, club: string, bracket: string, gender: 'male' | 'female', coachEmail?: string): DayTeam {
  const externalId = `TD-${stamp}-${name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 6)
    .toUpperCase()}`;
  const first = gender === 'male' ? ['Anton', 'Bruno', 'Casper', 'David', 'Emil'] : ['Agnes', 'Bella', 'Cornelia', 'Dagny', 'Ebba'];
  return {
    name: `${name} ${stamp}`,
    club,
    bracket,
    externalId,
    ...(coachEmail ? { coachEmail } : {}),
    // First name + club-ish surname: every scorer's name says which team they play for.
    players: SURNAMES.map((surname, index) => ({ name: `${first[index]} ${surname} ${name.split(' ')[0]}`, jersey: index + 7, registrationId: `${externalId}-${index + 1}` })),
  };
}

/** Boys U12 in two groups of three (→ a knockout), Girls U14 one group of four; coaches named by e-mail. */
export function tournamentDayPlan(stamp: string, coaches: { home: string; away: string }): TournamentDayPlan {
  const boys: DayDivision = {
    name: 'Boys U12',
    age: 'U12',
    gender: 'Boys',
    teamGender: 'male',
    teams: [
      team(stamp, 'Falcons', 'Falcon IF', 'Group A', 'male', coaches.home),
      team(stamp, 'Harriers', 'Harrier BK', 'Group A', 'male', coaches.away),
      team(stamp, 'Kestrels', 'Kestrel FF', 'Group A', 'male'),
      team(stamp, 'Ospreys', 'Osprey IK', 'Group B', 'male'),
      team(stamp, 'Ravens', 'Raven SK', 'Group B', 'male'),
      team(stamp, 'Swifts', 'Swift FC', 'Group B', 'male'),
    ],
  };
  const girls: DayDivision = {
    name: 'Girls U14',
    age: 'U14',
    gender: 'Girls',
    teamGender: 'female',
    teams: [
      team(stamp, 'Herons', 'Heron IF', 'Group A', 'female'),
      team(stamp, 'Larks', 'Lark BK', 'Group A', 'female'),
      team(stamp, 'Owls', 'Owl FF', 'Group A', 'female'),
      team(stamp, 'Wrens', 'Wren IK', 'Group A', 'female'),
    ],
  };
  const n = (division: DayDivision, index: number) => (division.teams[index] as DayTeam).name;
  return {
    divisions: [boys, girls],
    imported: [
      { division: boys.name, time: '09:00', field: 'Pitch 1', home: n(boys, 0), away: n(boys, 1) },
      { division: boys.name, time: '09:00', field: 'Pitch 2', home: n(boys, 3), away: n(boys, 4) },
      { division: girls.name, time: '09:00', field: 'Pitch 3', home: n(girls, 0), away: n(girls, 1) },
      { division: girls.name, time: '09:50', field: 'Pitch 3', home: n(girls, 2), away: n(girls, 3) },
    ],
  };
}

/** The plan as an .xlsx the importer reads: Schedule, Teams (with the club teams' ids and coaches) and Players. */
export async function writeTournamentDayWorkbook(path: string, plan: TournamentDayPlan, day: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const byName = new Map(plan.divisions.flatMap((division) => division.teams.map((entry) => [entry.name, { division, entry }] as const)));
  const schedule = workbook.addWorksheet('Schedule');
  schedule.addRow(['Division', 'Age', 'Gender', 'Date', 'Time', 'Field', 'Home Team', 'Home Club', 'Away Team', 'Away Club']);
  for (const match of plan.imported) {
    const home = byName.get(match.home);
    const away = byName.get(match.away);
    schedule.addRow([match.division, home?.division.age, home?.division.gender, day, match.time, match.field, match.home, home?.entry.club, match.away, away?.entry.club]);
  }
  const teams = workbook.addWorksheet('Teams');
  teams.addRow(['Team', 'Club', 'Division', 'Bracket', 'Coach E-mail', 'teamId', 'teamName', 'teamAge', 'teamGender']);
  for (const division of plan.divisions) {
    for (const entry of division.teams) teams.addRow([entry.name, entry.club, division.name, entry.bracket, entry.coachEmail ?? '', entry.externalId, entry.name, division.age, division.teamGender]);
  }
  const players = workbook.addWorksheet('Players');
  players.addRow(['Name', 'teamId', 'Registration Id', 'Jersey Number']);
  for (const division of plan.divisions) for (const entry of division.teams) for (const player of entry.players) players.addRow([player.name, entry.externalId, player.registrationId, player.jersey]);
  await workbook.xlsx.writeFile(path);
}
