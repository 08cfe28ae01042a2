import { importJobContract } from './jobs-contract';
import { importStoreContract } from './store-contract';
import type { ImportsSubject } from './subject';

export type { ImportsSubject } from './subject';

/**
 * The whole contract of the imports service's repositories. Run against the in-memory fakes by
 * services/imports/src/testing/in-memory-imports.test.ts and against DynamoDB Local by
 * tests/integration/imports-contracts.test.ts: a promise a use-case test relies on is a line here.
 */
export function importsContracts(subject: () => ImportsSubject): void {
  importJobContract(subject);
  importStoreContract(subject);
}
