import type { RouteId } from '@pitchside/shared';
import type { DEMO_ACCOUNTS } from '../../../infra/local/demo-accounts';
import type { apiClient } from '../../support/api-client';

/**
 * Who calls: anonymous, each role of the demo organization, a second coach of the demo organization who
 * coaches none of the fixtures' teams, and two callers from a SECOND organization:
 * - otherOrgAdmin: the second organization's admin, acting for their own organization (their header), so
 *   every id of the demo organization in a path or body meets the object-level checks, not the header check;
 * - crossLinkedTournamentAdmin: a tournament admin of both organizations, acting for the demo one, whose
 *   links to the fixtures' tournaments were made by the second organization (as an invitation could before
 *   issue 15): a link is honoured only in its own organization, so they manage none of them.
 */
export type ActorKind = 'anonymous' | (typeof DEMO_ACCOUNTS)[number]['role'] | 'otherCoach' | 'otherOrgAdmin' | 'crossLinkedTournamentAdmin';

export interface MatrixContext {
  call: ReturnType<typeof apiClient>;
  tokens: ReadonlyMap<ActorKind, string>;
  uids: ReadonlyMap<ActorKind, string>;
  adminToken: string;
  /** The header that makes a request act for the demo organization. */
  demoOrg: Record<string, string>;
  /** The header each caller sends: the demo organization's, the second organization's, or none. */
  headersOf: (actor: ActorKind) => Record<string, string>;
}

export interface MatrixRequest {
  method: string;
  path: string;
  body?: unknown;
}

export interface PermissionCase<F> {
  /** Callers that must succeed: a 2xx (or exactly `answers`). Everyone else gets 401, 403 or 404. */
  allowed: readonly ActorKind[];
  /**
   * Only where an allowed caller cannot get a 2xx by design (a webhook without Stripe's signature, a checkout
   * with nothing to pay): the exact status they get instead, never 401/403/404.
   */
  answers?: number;
  request: (fixtures: F, context: MatrixContext) => Promise<MatrixRequest> | MatrixRequest;
}

/** One service's lines of the matrix, with the objects (in the demo organization) its requests aim at. */
export interface ServiceCases<F> {
  setup: (context: MatrixContext) => Promise<F>;
  cases: Partial<Record<RouteId, PermissionCase<F>>>;
}

export function defineCases<F>(cases: ServiceCases<F>): ServiceCases<F> {
  return cases;
}
