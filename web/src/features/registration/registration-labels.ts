import type { EntryPaymentStatus, EntryStatus, RegistrationDivisionView } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';
import { ApiError, errorMessage } from '../../lib/api-error';
import { saidText } from '../../i18n/said-text';

type Words = Pick<IntlShape, 'formatMessage' | 'messages'>;

export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  applied: 'registrationAdmin.status.applied',
  accepted: 'registrationAdmin.status.accepted',
  waitlisted: 'registrationAdmin.status.waitlisted',
  refused: 'registrationAdmin.status.refused',
  withdrawn: 'registrationAdmin.status.withdrawn',
};
export const ENTRY_STATUS_COLORS: Record<EntryStatus, string> = { applied: 'gold', accepted: 'green', waitlisted: 'blue', refused: 'red', withdrawn: 'default' };

export const PAYMENT_LABELS: Record<EntryPaymentStatus, string> = {
  unpaid: 'registrationAdmin.payment.unpaid',
  deposit: 'registrationAdmin.payment.deposit',
  paid: 'registrationAdmin.payment.paid',
  refunded: 'registrationAdmin.payment.refunded',
};

export const PHASE_LABELS: Record<RegistrationDivisionView['phase'], string> = {
  notYetOpen: 'registrationAdmin.phase.notYetOpen',
  open: 'registrationAdmin.phase.open',
  paused: 'registrationAdmin.phase.paused',
  closed: 'registrationAdmin.phase.closed',
};
export const PHASE_COLORS: Record<RegistrationDivisionView['phase'], string> = { notYetOpen: 'blue', open: 'green', paused: 'orange', closed: 'default' };

/** A failed request in the reader's language: by the error's message id (the registration service names its reasons), else its message. */
export function registrationErrorText(intl: Words, error: unknown): string {
  return error instanceof ApiError ? saidText(intl, error.said, errorMessage(error)) : errorMessage(error);
}
