import { importsContracts } from './contracts/imports-contracts';
import { inMemoryImportsPorts } from './in-memory-ports';

/** The in-memory job repository and import store keep the DynamoDB adapters' contract (checked on DynamoDB Local in integration). */
describe('in-memory imports repositories', () => {
  importsContracts(() => {
    // The fake's clock at the wall clock, as DynamoDB stamps its writes with it.
    const world = inMemoryImportsPorts(new Date());
    return {
      jobs: world.ports.jobs,
      store: world.ports.store,
      addTournament: async (tournament) => world.addTournament(tournament),
      tournament: async (tournamentId) => world.tournament(tournamentId),
      addUser: async (email, uid, orgId) => {
        world.addUser(email, uid);
        world.addMembership({ orgId, uid, email, displayName: uid, role: { coach: true } });
      },
    };
  });
});
