import type { Role } from '@pitchside/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useMeIfLoaded, type Me, type Membership } from './api/get-me';

/**
 * Which organization an organizer acts for (the `x-pitchside-org` header of org-scoped calls). The choice
 * is remembered in localStorage; a remembered organization the user no longer organizes is ignored, and
 * the default is the first organization where they are admin or tournamentadmin.
 */
export const ORGANIZER_ROLES: readonly Role[] = ['admin', 'tournamentadmin'];
const STORAGE_KEY = 'pitchside.organization';

export function organizerMemberships(memberships: readonly Membership[]): Membership[] {
  return memberships.filter((org) => org.roles.some((role) => ORGANIZER_ROLES.includes(role)));
}

/** Organizations where the user holds one of `roles`. */
export function membershipsWith(memberships: readonly Membership[], roles: readonly Role[]): Membership[] {
  return memberships.filter((org) => org.roles.some((role) => roles.includes(role)));
}

/**
 * The organization to act for among those where the user holds one of `roles` (organizers by default):
 * the remembered one when it qualifies, else the first. A page open to more roles (teams: coaches too)
 * passes them, and an organizer still works on the organization chosen in the switcher.
 */
export function pickActingOrganization(memberships: readonly Membership[], remembered: string | null | undefined, roles: readonly Role[] = ORGANIZER_ROLES): Membership | undefined {
  const organizer = organizerMemberships(memberships);
  const chosen = organizer.find((org) => org.orgId === remembered) ?? organizer[0];
  if (chosen && chosen.roles.some((role) => roles.includes(role))) return chosen;
  return membershipsWith(memberships, roles)[0];
}

const listeners = new Set<() => void>();

function readRemembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let remembered: string | null = typeof localStorage === 'undefined' ? null : readRemembered();

export function rememberOrganization(orgId: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, orgId);
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
  remembered = orgId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switched organization.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    remembered = event.newValue;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** For loaders: the organization the user acts for right now. */
export function actingOrganizationOf(me: Me, roles: readonly Role[] = ORGANIZER_ROLES): Membership | undefined {
  return pickActingOrganization(me.organizations, remembered, roles);
}

export interface ActingOrganization {
  /** The organization org-scoped pages work on; undefined for someone who organizes none. */
  current: Membership | undefined;
  /** Every organization the user may act for (the switcher shows them when there are several). */
  choices: Membership[];
  choose(orgId: string): void;
}

/** `roles`: who the page is for (organizers by default); the switcher's choice wins when it qualifies. */
export function useActingOrganization(roles: readonly Role[] = ORGANIZER_ROLES): ActingOrganization {
  const me = useMeIfLoaded();
  const chosen = useSyncExternalStore(subscribe, () => remembered);
  const memberships = me.data?.organizations ?? [];
  const choose = useCallback((orgId: string) => rememberOrganization(orgId), []);
  return { current: pickActingOrganization(memberships, chosen, roles), choices: organizerMemberships(memberships), choose };
}
