import type { EntryPaymentStatus, EntryStatus, RegistrationDivisionView } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';
import { ApiError, errorMessage } from '../../lib/api-error';
import { formatDay } from '../../lib/format';

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

/**
 * A failed request in the reader's language: by the error's message id (the registration service names its
 * reasons; the shared catalogs are in the app half), else its message. Not i18n/said-text: its team-name
 * wording is not needed here, and sharing it would split it into a chunk every route's preload map names.
 */
export function registrationErrorText(intl: Words, error: unknown): string {
  const said = error instanceof ApiError ? error.said : undefined;
  return said && Object.hasOwn(intl.messages, said.id) ? intl.formatMessage({ id: said.id }, said.values) : errorMessage(error);
}

/** A venue wall-clock time ('2026-05-01T09:00') as the organizer reads it: '1 May 2026 09:00', as the venue's clock shows it. */
export function venueTimeText(local: string): string {
  return `${formatDay(local.slice(0, 10))} ${local.slice(11, 16)}`.trim();
}
