import * as z from 'zod';
import { idSchema, nonNegativeIntSchema, teamTypeSchema, timestampSchema } from './common';

/**
 * 'second_yellow' is the sending-off for a second caution (an indirect red); the player's first yellow
 * is its own card. Kept apart from 'red' because fair-play points weigh them differently.
 */
export const CARD_TYPES = ['yellow', 'second_yellow', 'red'] as const;
export const cardTypeSchema = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof cardTypeSchema>;

/** A card as stored on its match (spec §3); `id` is the card event's id, `minute` the match minute. */
export const cardSchema = z.object({
  id: idSchema,
  playerId: z.string(),
  playerName: z.string(),
  teamType: teamTypeSchema,
  cardType: cardTypeSchema,
  minute: nonNegativeIntSchema,
  timestamp: timestampSchema,
  /** The player's shirt, when the referee picked them from the squad (as on a goal). */
  jerseyNumber: nonNegativeIntSchema.optional(),
});
export type Card = z.infer<typeof cardSchema>;
