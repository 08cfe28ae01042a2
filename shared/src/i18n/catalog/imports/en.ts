/**
 * The imports' messages in English (ICU MessageFormat), keyed by a stable id: what the imports service
 * writes into a job's report and error and a preview's problems, notes and skipped rows, and why a row of a
 * users or players sheet (read in the browser) cannot be sent. The service and the sheet readers write their
 * English `message` from these (`importSaid`), so the English is the spec's sentence byte for byte; every
 * other language words the same ids. Values are as written: names, sheet names, row numbers and counts.
 */
export const IMPORTS_EN = {
  'imports.placeSheet': "Sheet ''{sheet}''",
  'imports.placeRow': 'row {row}',
  'imports.placed': '{place}: {text}',
  'imports.notUploaded': 'The file was not uploaded (or has expired). Start the import again.',
  'imports.tooBig': 'The file is {size}; the limit is {limit}.',
  'imports.manyProblems': 'The file has {count} problems; nothing was imported. Fix the rows listed and upload it again.',
  'imports.moreProblems': '… and {count} more problems',
  'imports.moreRows': '… and {count} more rows (the first {listed} are listed)',
  'imports.outOfTime': 'The import ran out of time; it continues where it stopped when retried.',
  'imports.ourError': 'The import stopped because of an error on our side; it continues where it stopped when retried.',
  'imports.teamThere': "Team ''{team}'': Already in the tournament",
  'imports.matchThere': 'Match {home} – {away}: Already in the tournament',
  'imports.coachWithoutAccount': 'Coach e-mail {email} has no account yet: team {team} added without a coach (invite the coach)',
  'imports.teamIdExists': "Team id ''{team}'': a team with this id exists already",
  'imports.playerInTeam': 'Player {player}: already in team {team}',
  'imports.playerIdExists': 'Player {player}: a player with registrationId {id} exists already',
  'imports.playerTeamUnknown': "Player {player}: team id ''{team}'' is not a team of your organization",
  'imports.sameTeam': "Same team as ''{team}'' in sheet ''{sheet}'' row {row} (teams are the same by name with the club removed)",
  'imports.sameMatch': "The same match as sheet ''{sheet}'' row {row}",
  'imports.teamIdEarlier': "Team id ''{team}'' appears earlier in sheet ''{sheet}'' row {row}",
  'imports.teamWithoutDivision': "Team ''{team}'' has no Division and plays no match in the schedule",
  'imports.divisionWithoutAge': "Division ''{division}'' has no age or gender: add Age and Gender columns, or name it like ''Boys U12''",
  'imports.firstColumnsOnly': "Sheet ''{sheet}'': only the first {count} columns are read",
  'imports.unknownColumns': "Sheet ''{sheet}'': columns ignored (not known): {columns}",
  'imports.repeatedColumns': "Sheet ''{sheet}'': repeated columns ignored: {columns}",
  'imports.empty': '{column} is empty',
  'imports.notAnAge': "Age ''{value}'' is not an age group (U6 to U19)",
  'imports.notAGender': "Gender ''{value}'' is not boys, girls or mixed",
  'imports.completedWithoutScores': 'A completed match needs Home Score and Away Score',
  'imports.sameTeams': "Home Team and Away Team are the same team (''{team}'')",
  'imports.notAnEmail': "Coach E-mail ''{value}'' is not an e-mail address",
} as const;

export type ImportMessageId = keyof typeof IMPORTS_EN;
