import * as z from 'zod';
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

export const createPlayerInputSchema = z.strictObject({
  name: required(nameSchema, 'Name'),
  teamId: idSchema,
  registrationId: z.string().trim().min(1).optional(),
  jerseyNumber: nonNegativeIntSchema.max(999).optional(),
  position: z.string().trim().optional(),
  dateOfBirth: z.iso.date().optional(),
});
export type CreatePlayerInput = z.infer<typeof createPlayerInputSchema>;

export const updatePlayerInputSchema = createPlayerInputSchema.omit({ teamId: true }).partial().strict();
export type UpdatePlayerInput = z.infer<typeof updatePlayerInputSchema>;
