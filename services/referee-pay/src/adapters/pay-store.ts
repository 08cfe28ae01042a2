import { EMPTY_PAY_RATES, type PaidRecord, type PayRates, type PayRatesInput } from '@pitchside/shared';
import { commit, conditionalWrite, type Database } from '@pitchside/core/data';

/** A tournament's rate card and the statements marked paid (docs/decisions/0062). */
export interface PayRepository {
  rates(tournamentId: string): Promise<PayRates>;
  /** Writes the card unless it is locked (a statement was marked paid): false then, and nothing written. */
  saveRates(tournamentId: string, rates: PayRatesInput, by: string, at: string): Promise<boolean>;
  payments(tournamentId: string): Promise<PaidRecord[]>;
  /**
   * Marks one statement paid and locks the rate card, in one transaction: false when that statement was
   * marked paid already (nothing written).
   */
  markPaid(tournamentId: string, paid: PaidRecord): Promise<boolean>;
}

export function dynamoPayRepository(db: Database): PayRepository {
  const { refereePayRates, refereePayment } = db.entities;
  return {
    async rates(tournamentId) {
      const { data } = await refereePayRates.get({ tournamentId }).go();
      if (!data?.currency) return { ...EMPTY_PAY_RATES, locked: data?.locked === true };
      return {
        currency: data.currency,
        rates: JSON.parse(data.rates ?? '[]') as PayRates['rates'],
        travel: JSON.parse(data.travel ?? '[]') as PayRates['travel'],
        locked: data.locked === true,
        updatedAt: data.updatedAt ?? null,
      };
    },
    saveRates(tournamentId, rates, by, at) {
      return conditionalWrite(() =>
        refereePayRates
          .upsert({ tournamentId, currency: rates.currency, rates: JSON.stringify(rates.rates), travel: JSON.stringify(rates.travel), updatedAt: at, updatedBy: by })
          .where((attr, op) => `${op.notExists(attr.locked)} OR ${op.eq(attr.locked, false)}`)
          .go(),
      );
    },
    async payments(tournamentId) {
      const { data } = await refereePayment.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(({ tournamentId: _t, ...paid }) => paid);
    },
    markPaid(tournamentId, paid) {
      return conditionalWrite(() =>
        commit(
          db.transaction.write(({ refereePayment: payments, refereePayRates: rates }) => [payments.create({ tournamentId, ...paid }).commit(), rates.upsert({ tournamentId, locked: true }).commit()]),
        ),
      );
    },
  };
}
