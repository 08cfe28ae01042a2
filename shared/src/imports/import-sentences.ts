/**
 * The sentences the imports service writes into a job's report and error and a preview's notes, problems
 * and skipped reasons. English is the original (the API stores and returns it); each `{name}` is a value.
 * The web words a sentence in the reader's language by matching it against these templates, so a sentence
 * written here and its catalog message (`tournaments.importLine.<key>`) are one wording.
 */
export const IMPORT_SENTENCES = {
  // Where a problem is, in front of it in a job's error: "Sheet 'Schedule', row 12, Home Team: …".
  placeSheet: "Sheet '{sheet}'",
  placeRow: 'row {row}',
  placed: '{place}: {text}',
  notUploaded: 'The file was not uploaded (or has expired). Start the import again.',
  tooBig: 'The file is {size}; the limit is {limit}.',
  manyProblems: 'The file has {count} problems; nothing was imported. Fix the rows listed and upload it again.',
  moreProblems: '… and {count} more problems',
  moreRows: '… and {count} more rows (the first {listed} are listed)',
  outOfTime: 'The import ran out of time; it continues where it stopped when retried.',
  ourError: 'The import stopped because of an error on our side; it continues where it stopped when retried.',
  teamThere: "Team '{team}': Already in the tournament",
  matchThere: 'Match {home} – {away}: Already in the tournament',
  coachWithoutAccount: 'Coach e-mail {email} has no account yet: team {team} added without a coach (invite the coach)',
  teamIdExists: "Team id '{team}': a team with this id exists already",
  playerInTeam: 'Player {player}: already in team {team}',
  playerIdExists: 'Player {player}: a player with registrationId {id} exists already',
  playerTeamUnknown: "Player {player}: team id '{team}' is not a team of your organization",
  sameTeam: "Same team as '{team}' in sheet '{sheet}' row {row} (teams are the same by name with the club removed)",
  sameMatch: "The same match as sheet '{sheet}' row {row}",
  teamIdEarlier: "Team id '{team}' appears earlier in sheet '{sheet}' row {row}",
  teamWithoutDivision: "Team '{team}' has no Division and plays no match in the schedule",
  divisionWithoutAge: "Division '{division}' has no age or gender: add Age and Gender columns, or name it like 'Boys U12'",
  firstColumnsOnly: "Sheet '{sheet}': only the first {count} columns are read",
  unknownColumns: "Sheet '{sheet}': columns ignored (not known): {columns}",
  repeatedColumns: "Sheet '{sheet}': repeated columns ignored: {columns}",
  empty: '{column} is empty',
  notAnAge: "Age '{value}' is not an age group (U6 to U19)",
  notAGender: "Gender '{value}' is not boys, girls or mixed",
  completedWithoutScores: 'A completed match needs Home Score and Away Score',
  sameTeams: "Home Team and Away Team are the same team ('{team}')",
  notAnEmail: "Coach E-mail '{value}' is not an e-mail address",
} as const;

export type ImportSentenceKey = keyof typeof IMPORT_SENTENCES;

/** A sentence with its values in (English, as the service stores it). */
export function importSentence(key: ImportSentenceKey, values: Record<string, string | number> = {}): string {
  return IMPORT_SENTENCES[key].replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
