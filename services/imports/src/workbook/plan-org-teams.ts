import { importedTeamId, importLine, importSaid, playersToImport, teamsToImport } from '@pitchside/shared';
import { problemText } from './problems';
import { createHash } from 'node:crypto';
import type { ImportPlan } from './plan-types';
import type { ParsedWorkbook } from './reader';

const text = (value: string | undefined) => value ?? null;

/** Organization teams named by teamId (spec §3, §5): an id repeated in the sheet is imported once. */
export function planClubTeams(rows: ParsedWorkbook['teams'], orgId: string, plan: ImportPlan): void {
  const clubTeams = rows.flatMap((row) =>
    row.clubTeams.map((clubTeam) => ({ ...clubTeam, id: clubTeam.teamId, club: text(row.club), coachEmail: text(row.coachEmail), sheet: row.sheet, row: row.row })),
  );
  const firstOfId = new Map<string, { sheet: string; row: number }>();
  for (const clubTeam of clubTeams) {
    const first = firstOfId.get(clubTeam.teamId);
    if (first) plan.skipped.push(importLine(clubTeam.sheet, clubTeam.row, 'imports.teamIdEarlier', { team: clubTeam.teamId, sheet: first.sheet, row: first.row }));
    else firstOfId.set(clubTeam.teamId, { sheet: clubTeam.sheet, row: clubTeam.row });
  }
  for (const clubTeam of teamsToImport(clubTeams, [])) {
    if (!clubTeam.age || !clubTeam.gender) {
      plan.problems.push({
        sheet: clubTeam.sheet,
        row: clubTeam.row,
        column: clubTeam.age ? 'teamGender' : 'teamAge',
        ...problemText(importSaid(clubTeam.age ? 'imports.teamNeedsGender' : 'imports.teamNeedsAge', { team: clubTeam.teamId })),
      });
      continue;
    }
    plan.teams.push({
      teamId: importedTeamId(orgId, clubTeam.teamId),
      externalId: clubTeam.teamId,
      name: clubTeam.name,
      club: clubTeam.club,
      age: clubTeam.age,
      gender: clubTeam.gender,
      coachEmail: clubTeam.coachEmail,
      sheet: clubTeam.sheet,
      row: clubTeam.row,
    });
  }
}

/** Players (spec §5): without a team id skipped; a registrationId seen earlier in the sheet skipped. */
export function planPlayers(players: ParsedWorkbook['players'], orgId: string, plan: ImportPlan): void {
  const withTeam = players.flatMap((row) => (row.teamIds.length === 0 ? [{ ...row, teamId: '' }] : row.teamIds.map((teamId) => ({ ...row, teamId }))));
  const kept = new Set(playersToImport(withTeam, []));
  for (const player of withTeam) {
    if (!kept.has(player)) {
      plan.skipped.push(
        player.teamId ? importLine(player.sheet, player.row, 'imports.registrationIdEarlier', { id: player.registrationId ?? '' }) : importLine(player.sheet, player.row, 'imports.playerWithoutTeam'),
      );
      continue;
    }
    const teamId = importedTeamId(orgId, player.teamId);
    const identity = player.registrationId ? `r|${player.registrationId}` : `n|${player.name}|${player.jerseyNumber ?? ''}`;
    plan.players.push({
      teamId,
      externalTeamId: player.teamId,
      playerId: `p-${createHash('sha256').update(`${teamId}|${identity}`).digest('hex').slice(0, 20)}`,
      name: player.name ?? '',
      registrationId: player.registrationId ?? null,
      jerseyNumber: player.jerseyNumber ?? null,
      position: player.position ?? null,
      dateOfBirth: player.dateOfBirth ?? null,
      extra: player.extra,
      sheet: player.sheet,
      row: player.row,
    });
  }
}
