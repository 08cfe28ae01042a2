import * as z from 'zod';
import { formText } from '../i18n/form-text';
import { MESSAGES } from '../messages';
import { nameSchema, required } from '../validation/field-schemas';
import { idSchema, nonNegativeIntSchema } from './common';

/**
 * A player (spec §3). Imports bring columns of their own (date of birth, position, …); the stored
 * player keeps them, which is why this read shape is loose while the inputs below are strict.
 */
export const playerSchema = z.looseObject({
  id: idSchema,
  name: z.string().min(1),
  teamId: idSchema,
  registrationId: z.string().optional(),
  jerseyNumber: nonNegativeIntSchema.optional(),
  position: z.string().optional(),
  dateOfBirth: z.iso.date().optional(),
});
export type Player = z.infer<typeof playerSchema>;

/** Unique per organization (spec §5: an import skips a player whose registrationId exists). */
export const registrationIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64, formText('form.registrationIdUnder', { max: 64 }));
/** Spec §5's number rule: whatever is not a whole number from 0 (a letter, '-1', '1.5') is 'Invalid number'. */
const jerseyNumberSchema = z.number({ error: MESSAGES.invalidNumber }).int(MESSAGES.invalidNumber).min(0, MESSAGES.invalidNumber).max(999);
const positionSchema = z.string().trim().max(50);
const dateOfBirthSchema = z.iso.date({ error: formText('form.dateLike', { example: '2013-04-02' }) });

/** The team comes from the path (`/api/teams/{teamId}/players`); a `teamId` in the body must name the same team. */
export const createPlayerInputSchema = z.strictObject({
  name: required(nameSchema, 'name'),
  teamId: idSchema.optional(),
  registrationId: registrationIdSchema.optional(),
  jerseyNumber: jerseyNumberSchema.optional(),
  position: positionSchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
});
export type CreatePlayerInput = z.infer<typeof createPlayerInputSchema>;

/** `null` clears an optional field. The team is not changed here: delete the player and add them to the other team. */
export const updatePlayerInputSchema = z.strictObject({
  name: required(nameSchema, 'name').optional(),
  registrationId: registrationIdSchema.nullable().optional(),
  jerseyNumber: jerseyNumberSchema.nullable().optional(),
  position: positionSchema.nullable().optional(),
  dateOfBirth: dateOfBirthSchema.nullable().optional(),
});
export type UpdatePlayerInput = z.infer<typeof updatePlayerInputSchema>;

/** A spreadsheet's extra columns, kept with the player. */
const extraColumnsSchema = z
  .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((record) => Object.keys(record).length <= 30, formText('form.extraColumnsAtMost', { max: 30 }));

/**
 * One row of a player import. The name follows the same rule as the player form (`nameSchema`), so an
 * imported player can always be edited; a row without a team id, or whose registrationId exists, is
 * skipped and reported (spec §5).
 */
export const importPlayerRowSchema = z.strictObject({
  row: z.number().int().positive().optional(),
  name: required(nameSchema, 'name'),
  teamId: z.string().trim().max(128).optional(),
  registrationId: registrationIdSchema.optional(),
  jerseyNumber: jerseyNumberSchema.optional(),
  position: positionSchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
  extra: extraColumnsSchema.optional(),
});
export type ImportPlayerRow = z.infer<typeof importPlayerRowSchema>;

export const importPlayersInputSchema = z.strictObject({
  players: z
    .array(importPlayerRowSchema)
    .min(1, formText('form.noPlayers'))
    .max(500, formText('form.playersAtMost', { max: 500 })),
});
export type ImportPlayersInput = z.infer<typeof importPlayersInputSchema>;
