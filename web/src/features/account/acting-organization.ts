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

export function pickActingOrganization(memberships: readonly Membership[], remembered: string | null | undefined): Membership | undefined {
  const organizer = organizerMemberships(memberships);
  return organizer.find((org) => org.orgId === remembered) ?? organizer[0];
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
export function actingOrganizationOf(me: Me): Membership | undefined {
  return pickActingOrganization(me.organizations, remembered);
}

export interface ActingOrganization {
  /** The organization org-scoped pages work on; undefined for someone who organizes none. */
  current: Membership | undefined;
  /** Every organization the user may act for (the switcher shows them when there are several). */
  choices: Membership[];
  choose(orgId: string): void;
}

export function useActingOrganization(): ActingOrganization {
  const me = useMeIfLoaded();
  const chosen = useSyncExternalStore(subscribe, () => remembered);
  const memberships = me.data?.organizations ?? [];
  const choose = useCallback((orgId: string) => rememberOrganization(orgId), []);
  return { current: pickActingOrganization(memberships, chosen), choices: organizerMemberships(memberships), choose };
}
