import { paymentContract } from './contracts/payments-contract';
import { inMemoryPaymentsPorts } from './in-memory-ports';

/** The in-memory payment repository keeps the DynamoDB adapter's contract (checked on DynamoDB Local in integration). */
describe('in-memory payment repository', () => {
  paymentContract(() => {
    const memory = inMemoryPaymentsPorts();
    return {
      payments: memory.ports.payments,
      addTournament: async (tournament) => void memory.tables.tournaments.set(tournament.tournamentId, structuredClone(tournament)),
      storedPayment: async (tournamentId) => structuredClone(memory.tables.tournaments.get(tournamentId)?.payment ?? null),
    };
  });
});
