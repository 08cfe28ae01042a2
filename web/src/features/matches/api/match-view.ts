/** `MatchView` as the matches service answers it: the schema lives in shared beside the request schemas (contracts/match-responses.ts). */
export { matchViewSchema } from '@pitchside/shared';
