import type { RouteId } from '@pitchside/shared';
import type { DEMO_ACCOUNTS } from '../../../infra/local/demo-accounts';
import type { apiClient } from '../../support/api-client';

/**
 * Who calls: anonymous, each role of the demo organization, a second coach of the demo organization who
 * coaches none of the fixtures' teams, and another organization's admin reaching for the demo organization.
 */
export type ActorKind = 'anonymous' | (typeof DEMO_ACCOUNTS)[number]['role'] | 'otherCoach' | 'otherOrgAdmin';

export interface MatrixContext {
  call: ReturnType<typeof apiClient>;
  tokens: ReadonlyMap<ActorKind, string>;
  uids: ReadonlyMap<ActorKind, string>;
  adminToken: string;
  /** The header that makes a request act for the demo organization. */
  demoOrg: Record<string, string>;
}

export interface MatrixRequest { method: string; path: string; body?: unknown }

export interface PermissionCase<F> {
  /** Callers that must get past authorization (any status but 401/403/404 from the policy). */
  allowed: readonly ActorKind[];
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
