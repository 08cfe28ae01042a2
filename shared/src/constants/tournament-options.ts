/** Tournament types and day options (spec §9). */
export const TOURNAMENT_TYPES = ['league', 'tournament'] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];

export const TOURNAMENT_DAYS = ['weekdays', 'weekends'] as const;
export type TournamentDays = (typeof TOURNAMENT_DAYS)[number];

/** Teams imported without a bracket land in this one (spec §9). */
export const DEFAULT_BRACKET = 'Default';
