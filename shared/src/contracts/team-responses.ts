import * as z from 'zod';
import { AGES } from '../constants/ages';
import { TEAM_GENDERS } from '../constants/genders';
import type { ImportPlayersResult, ImportTeamsResult, PlayerSummary, SkippedRow, TeamSummary } from '../tournaments/team-api';

/** The organization's teams and players (the tournaments service's `/api/teams` routes). */

export const teamSummarySchema: z.ZodType<TeamSummary> = z
  .object({
    teamId: z.string(),
    name: z.string(),
    club: z.string().nullable(),
    age: z.enum(AGES),
    gender: z.enum(TEAM_GENDERS),
    coachUid: z.string().nullable(),
    totalPlayers: z.number(),
    externalId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TeamSummary' });

export const playerSummarySchema: z.ZodType<PlayerSummary> = z
  .object({
    playerId: z.string(),
    teamId: z.string(),
    name: z.string(),
    registrationId: z.string().nullable(),
    jerseyNumber: z.number().nullable(),
    position: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    extra: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .meta({ id: 'PlayerSummary' });

const skippedRowSchema: z.ZodType<SkippedRow> = z.object({ index: z.number(), row: z.number().optional(), reason: z.string() });

export const listTeamsAnswerSchema = z.object({ teams: z.array(teamSummarySchema) });
export const teamAnswerSchema = z.object({ team: teamSummarySchema });
export const teamChangeAnswerSchema = z.object({ message: z.string(), team: teamSummarySchema });
export const importTeamsResultSchema: z.ZodType<ImportTeamsResult> = z.object({ message: z.string(), added: z.array(teamSummarySchema), skipped: z.array(skippedRowSchema) });

export const rosterAnswerSchema = z.object({ team: teamSummarySchema, players: z.array(playerSummarySchema) });
export const addPlayerAnswerSchema = z.object({ message: z.string(), player: playerSummarySchema, totalPlayers: z.number() });
export const updatePlayerAnswerSchema = z.object({ message: z.string(), player: playerSummarySchema });
export const deletePlayerAnswerSchema = z.object({ message: z.string(), totalPlayers: z.number() });
export const importPlayersResultSchema: z.ZodType<ImportPlayersResult> = z.object({
  message: z.string(),
  added: z.array(playerSummarySchema),
  skipped: z.array(skippedRowSchema),
  totalPlayers: z.number(),
});
