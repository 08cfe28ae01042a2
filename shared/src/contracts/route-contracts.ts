import type { RouteId } from '../platform/routes';
import { ACCOUNT_CONTRACTS } from './account-contracts';
import { MATCH_CONTRACTS } from './match-contracts';
import { NOTIFICATION_CONTRACTS } from './notification-contracts';
import { IMPORT_CONTRACTS, PAYMENT_CONTRACTS, SCHEDULING_CONTRACTS } from './other-contracts';
import type { RouteContract } from './route-contract';
import { TOURNAMENT_CONTRACTS } from './tournament-contracts';

/** Every manifest route's contract; the type makes it complete (a new route without one does not compile). */
export const ROUTE_CONTRACTS: { readonly [K in RouteId]: RouteContract } = {
  ...ACCOUNT_CONTRACTS,
  ...TOURNAMENT_CONTRACTS,
  ...MATCH_CONTRACTS,
  ...SCHEDULING_CONTRACTS,
  ...PAYMENT_CONTRACTS,
  ...IMPORT_CONTRACTS,
  ...NOTIFICATION_CONTRACTS,
};
