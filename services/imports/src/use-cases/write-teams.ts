import { TeamGone, type PlayerRecord, type TeamRecord } from '@pitchside/core/data';
import { importLine, type ImportCounts, type ImportReportLine } from '@pitchside/shared';
import type { ImportJobRecord } from '../adapters/import-jobs';
import type { ImportsPorts } from '../ports';
import type { ImportPlan } from '../workbook/plan';

/** The import's last writes: the organization's own teams (and their coaches), then each team's players. */

/** What a write pass reports through: the tallies, the report, progress steps and the Lambda deadline. */
export interface WriteContext {
  counts: ImportCounts;
  lines: ImportReportLine[];
  enter: (index: number) => Promise<void>;
  record: (force?: boolean) => Promise<void>;
  checkDeadline: () => void;
  organizerUid: string;
}

export async function writeOrganizationTeams(ports: ImportsPorts, job: ImportJobRecord, plan: ImportPlan, context: WriteContext): Promise<void> {
  if (plan.teams.length === 0) return;
  const coaches = await ports.store.usersByEmail(
    job.orgId,
    plan.teams.flatMap((team) => (team.coachEmail ? [team.coachEmail] : [])),
  );
  const now = ports.clock.now().toISOString();
  let next = 0;
  const work = async () => {
    while (next < plan.teams.length) {
      const team = plan.teams[next++];
      if (!team) break;
      const coachUid = team.coachEmail ? (coaches.get(team.coachEmail.toLowerCase()) ?? null) : null;
      if (team.coachEmail && !coachUid) context.lines.push(importLine(team.sheet, team.row, 'imports.coachWithoutAccount', { email: team.coachEmail, team: team.externalId }));
      const record: TeamRecord = {
        teamId: team.teamId,
        orgId: job.orgId,
        name: team.name,
        club: team.club,
        age: team.age,
        gender: team.gender,
        coachUid,
        totalPlayers: 0,
        externalId: team.externalId,
        source: 'import',
        version: 1,
        createdAt: now,
      };
      // Not tallied in counts.teams: that is the tournament's teams ("Adding teams to tournament"), and the
      // same 8 teams listed with a teamId would otherwise be counted twice ("16 teams added").
      if (!(await ports.teams.create(record))) {
        context.lines.push(importLine(team.sheet, team.row, 'imports.teamIdExists', { team: team.externalId }));
      }
      await context.record();
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, plan.teams.length) }, work));
}

/** Players (spec §5): a registrationId that exists, or a team id that is no team of the organization, is skipped. */
export async function writePlayers(ports: ImportsPorts, job: ImportJobRecord, plan: ImportPlan, context: WriteContext): Promise<void> {
  if (plan.players.length === 0) return;
  const byTeam = new Map<string, typeof plan.players>();
  for (const player of plan.players) byTeam.set(player.teamId, [...(byTeam.get(player.teamId) ?? []), player]);
  const taken = await ports.teams.takenRegistrations(
    job.orgId,
    plan.players.flatMap((player) => (player.registrationId ? [player.registrationId] : [])),
  );
  for (const [teamId, players] of byTeam) {
    let existing: PlayerRecord[];
    try {
      existing = await ports.teams.listPlayers(teamId);
    } catch {
      existing = [];
    }
    const mine = new Set(existing.map((player) => player.playerId));
    const fresh = players.filter((player) => {
      if (mine.has(player.playerId)) {
        context.counts.players.skipped++;
        context.lines.push(importLine(player.sheet, player.row, 'imports.playerInTeam', { player: player.name, team: player.externalTeamId }));
        return false;
      }
      if (player.registrationId && taken.has(player.registrationId)) {
        context.counts.players.skipped++;
        context.lines.push(importLine(player.sheet, player.row, 'imports.playerIdExists', { player: player.name, id: player.registrationId }));
        return false;
      }
      return true;
    });
    if (fresh.length === 0) continue;
    try {
      const result = await ports.teams.addPlayers(
        teamId,
        fresh.map((player) => ({
          teamId,
          playerId: player.playerId,
          orgId: job.orgId,
          name: player.name,
          registrationId: player.registrationId,
          jerseyNumber: player.jerseyNumber,
          position: player.position,
          dateOfBirth: player.dateOfBirth,
          extra: player.extra,
          source: 'import',
        })),
      );
      context.counts.players.added += result.added.length;
      for (const record of result.taken) {
        const player = fresh.find((candidate) => candidate.playerId === record.playerId);
        context.counts.players.skipped++;
        context.lines.push(importLine(player?.sheet ?? '', player?.row ?? 0, 'imports.playerIdExists', { player: record.name, id: String(record.registrationId) }));
      }
    } catch (error) {
      if (!(error instanceof TeamGone)) throw error;
      for (const player of fresh) {
        context.counts.players.skipped++;
        context.lines.push(importLine(player.sheet, player.row, 'imports.playerTeamUnknown', { player: player.name, team: player.externalTeamId }));
      }
    }
    await context.record();
  }
}
