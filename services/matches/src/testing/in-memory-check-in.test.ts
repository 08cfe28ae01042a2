import { checkInContract } from './check-in-contract';
import { inMemoryCheckInRepository, inMemoryPassSigner } from './in-memory-check-in';

describe('the in-memory check-in repository and signer', () => {
  checkInContract(() => ({ repository: inMemoryCheckInRepository(), signer: inMemoryPassSigner() }));
});
