import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

/** A file in a fresh temp folder (each test its own, so re-runs never collide). */
export function tempFile(name: string): string {
  return join(mkdtempSync(join(tmpdir(), 'pitchside-e2e-')), name);
}

export interface CupTeam {
  team: string;
  club: string;
  bracket: string;
}

export interface CupDivision {
  name: string;
  age: string;
  gender: string;
  teams: CupTeam[];
}

/** A division whose teams are given as [team, club, bracket]. */
const division = (name: string, age: string, gender: string, teams: readonly [string, string, string][]): CupDivision => ({
  name,
  age,
  gender,
  teams: teams.map(([team, club, bracket]) => ({ team, club, bracket })),
});

/** Two divisions of four teams, two groups each: what a small weekend cup's organizer sends. */
export const SUMMER_CUP: readonly CupDivision[] = [
  division('Boys U12', 'U12', 'Boys', [
    ['Hammarby U12', 'Hammarby IF', 'Group A'],
    ['AIK U12', 'AIK', 'Group A'],
    ['Djurgården U12', 'Djurgårdens IF', 'Group B'],
    ['Brommapojkarna U12', 'IF Brommapojkarna', 'Group B'],
  ]),
  division('Girls U14', 'U14', 'Girls', [
    ['Hammarby G14', 'Hammarby IF', 'Group A'],
    ['AIK G14', 'AIK', 'Group A'],
    ['Älvsjö G14', 'Älvsjö AIK', 'Group A'],
    ['Enskede G14', 'Enskede IK', 'Group A'],
  ]),
];

/** Every team meets every other team of its division once; kick-offs every 50 minutes over two pitches. */
export function roundRobin(divisions: readonly CupDivision[], day: string) {
  const rows: (string | number)[][] = [];
  let slot = 0;
  for (const division of divisions) {
    for (let home = 0; home < division.teams.length; home += 1) {
      for (let away = home + 1; away < division.teams.length; away += 1) {
        const minutes = 9 * 60 + Math.floor(slot / 2) * 50;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const homeTeam = division.teams[home]!;
        const awayTeam = division.teams[away]!;
        rows.push([division.name, division.age, division.gender, day, time, `Pitch ${(slot % 2) + 1}`, homeTeam.team, homeTeam.club, awayTeam.team, awayTeam.club]);
        slot += 1;
      }
    }
  }
  return rows;
}

/**
 * A real .xlsx written with exceljs, as the importer reads it: a 'Schedule' sheet (Division, Age, Gender,
 * Date, Time, Field, Home Team, Home Club, Away Team, Away Club) and a 'Teams' sheet (Team, Bracket,
 * Club, Division). A title row above the header, as organizers often have, is fine.
 */
export async function writeCupWorkbook(path: string, options: { day: string; divisions?: readonly CupDivision[] }): Promise<{ matches: number; teams: number }> {
  const divisions = options.divisions ?? SUMMER_CUP;
  const workbook = new ExcelJS.Workbook();
  const schedule = workbook.addWorksheet('Schedule');
  schedule.addRow(['Summer Cup — schedule']);
  schedule.addRow(['Division', 'Age', 'Gender', 'Date', 'Time', 'Field', 'Home Team', 'Home Club', 'Away Team', 'Away Club']);
  const matches = roundRobin(divisions, options.day);
  for (const row of matches) schedule.addRow(row);
  const teams = workbook.addWorksheet('Teams');
  teams.addRow(['Team', 'Bracket', 'Club', 'Division']);
  for (const division of divisions) for (const team of division.teams) teams.addRow([team.team, team.bracket, team.club, division.name]);
  await workbook.xlsx.writeFile(path);
  return { matches: matches.length, teams: divisions.reduce((sum, division) => sum + division.teams.length, 0) };
}

/** A CSV export renamed to .xlsx: what a bad upload looks like. */
export function writeFakeWorkbook(path: string): void {
  writeFileSync(path, 'Division,Home Team,Away Team\nBoys U12,AIK,Hammarby\n');
}

/**
 * A workbook the preview refuses and comments on: a 'Notes' column the importer does not know (a note)
 * and a match without its home team (a problem), so the preview shows both kinds of line.
 */
export async function writeFlawedWorkbook(path: string, day: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const schedule = workbook.addWorksheet('Schedule');
  schedule.addRow(['Division', 'Age', 'Gender', 'Date', 'Time', 'Field', 'Home Team', 'Away Team', 'Notes']);
  schedule.addRow(['U12 Boys', 'U12', 'Boys', day, '09:00', 'Pitch 1', 'Alfa BK', 'Bravo IK', 'bring bibs']);
  schedule.addRow(['U12 Boys', 'U12', 'Boys', day, '10:00', 'Pitch 1', '', 'Charlie FF', '']);
  await workbook.xlsx.writeFile(path);
}
