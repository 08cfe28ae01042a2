/** Test code only (no handler imports this): in-memory fakes of the shared repositories, their contract suite, captured logs. */
export * from './fakes';
export * from './repository-contracts';
export { matchFixture, matchRecord, teamRecord, tournamentRecord, tournamentTeamRecord, unplayedLine } from './contracts/subject';
export * from '../observability/testing/capture-logs';
