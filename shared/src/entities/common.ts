import * as z from 'zod';
import { AGES, toAge } from '../constants/ages';
import { GENDERS, TEAM_GENDERS } from '../constants/genders';

/** Ids are opaque non-empty strings (DynamoDB keys, Cognito subs, client-generated event ids). */
export const idSchema = z.string().trim().min(1).max(128);

/** Every stored timestamp: ISO 8601 with a zone ('…Z' or '…+02:00'). */
export const timestampSchema = z.iso.datetime({ offset: true });
/** A timestamp that is cleared (null) by a match reset. */
export const nullableTimestampSchema = timestampSchema.nullable();

/** A match day: 'YYYY-MM-DD', or a full timestamp when the kick-off time is known. */
export const matchDateSchema = z.union([z.iso.date(), timestampSchema]);

/** Accepts 'U12', 'Under 12' and '12' as well as 'u12', and stores the canonical 'u12'. */
export const ageSchema = z.preprocess((value) => (typeof value === 'string' || typeof value === 'number' ? (toAge(value) ?? value) : value), z.enum(AGES));
export const genderSchema = z.enum(GENDERS);
export const teamGenderSchema = z.enum(TEAM_GENDERS);

/** Which side of a match a goal, card or confirmation belongs to. */
export const TEAM_TYPES = ['home', 'away'] as const;
export const teamTypeSchema = z.enum(TEAM_TYPES);
export type TeamType = z.infer<typeof teamTypeSchema>;

export const nonNegativeIntSchema = z.number().int().min(0);
