/** Gender options of divisions and matches (spec §9). */
export const GENDERS = ['boys', 'girls', 'mixed'] as const;
export type Gender = (typeof GENDERS)[number];

/** A team's own gender is binary in the spec's Team entity (§3), unlike the division's. */
export const TEAM_GENDERS = ['male', 'female'] as const;
export type TeamGender = (typeof TEAM_GENDERS)[number];
