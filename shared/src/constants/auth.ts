/** The id token is refreshed this often, in milliseconds (spec §7, §9). */
export const TOKEN_REFRESH_INTERVAL_MS = 600_000;

/**
 * The header that names which organization an organizer is acting for (see docs/architecture.md). Here, not
 * beside the account schemas: the web's API client needs it on every page, and importing it from a module
 * of zod schemas kept all of them in the public pages' first load.
 */
export const ORGANIZATION_HEADER = 'x-pitchside-org';
