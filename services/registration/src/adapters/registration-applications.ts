import type { Locale } from '@pitchside/shared';
import { conditionalWrite, type Database } from '@pitchside/core/data';
import { nullable, type ApplicationRecord } from './registration-records';

export interface ApplicationStore {
  application(tournamentId: string, applicationId: string): Promise<ApplicationRecord | null>;
  /** Claims an application id; false when it is claimed already. */
  claimApplication(application: ApplicationRecord): Promise<boolean>;
  /** Takes over a pending claim left by a request that stopped (claimed at `claimedAt`). */
  takeOverApplication(tournamentId: string, applicationId: string, claimedAt: string, now: string): Promise<boolean>;
  completeApplication(tournamentId: string, applicationId: string, answer: string): Promise<void>;
}

/** Applications keyed by their idempotency key's hash: claimed, then done with the answer the club got. */
export function applicationStore(db: Database): ApplicationStore {
  const { registrationApplication } = db.entities;
  return {
    async application(tournamentId, applicationId) {
      const { data } = await registrationApplication.get({ tournamentId, applicationId }).go({ consistent: true });
      if (!data) return null;
      return {
        tournamentId: data.tournamentId,
        applicationId: data.applicationId,
        requestHash: data.requestHash,
        state: data.state,
        claimedAt: data.claimedAt,
        club: data.club,
        contact: { name: data.contact.name, email: data.contact.email, language: data.contact.language as Locale },
        answer: nullable(data.answer),
      };
    },
    claimApplication(application) {
      return conditionalWrite(() =>
        registrationApplication
          .create({
            tournamentId: application.tournamentId,
            applicationId: application.applicationId,
            requestHash: application.requestHash,
            state: 'pending',
            claimedAt: application.claimedAt,
            club: application.club,
            contact: application.contact,
          })
          .go(),
      );
    },
    takeOverApplication(tournamentId, applicationId, claimedAt, now) {
      return conditionalWrite(() =>
        registrationApplication
          .patch({ tournamentId, applicationId })
          .set({ claimedAt: now })
          .where((attr, op) => `${op.eq(attr.claimedAt, claimedAt)} AND ${op.eq(attr.state, 'pending')}`)
          .go(),
      );
    },
    async completeApplication(tournamentId, applicationId, answer) {
      await registrationApplication.patch({ tournamentId, applicationId }).set({ state: 'done', answer }).go();
    },
  };
}
