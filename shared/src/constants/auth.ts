/** The id token is refreshed this often, in milliseconds (spec §7, §9). */
export const TOKEN_REFRESH_INTERVAL_MS = 600_000;
