import type { Role } from '@pitchside/shared';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  displayName: string;
}

/** The organization every demo account works for. */
/** Payment is waived for the demo organization (billing 'exempt'); organizers who sign up pay. */
export const DEMO_ORGANIZATION = { orgId: 'demo-org', name: 'Demo Cup Organizers', billing: 'exempt' } as const;

/** One seeded account per role; `npm start` prints them. Never created outside the local cloud. */
export const DEMO_PASSWORD = 'Pitchside2026';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.pitchside.test', password: DEMO_PASSWORD, displayName: 'Alex Admin' },
  { role: 'tournamentadmin', email: 'tournamentadmin@demo.pitchside.test', password: DEMO_PASSWORD, displayName: 'Tara Organizer' },
  { role: 'referee', email: 'referee@demo.pitchside.test', password: DEMO_PASSWORD, displayName: 'Rafael Referee' },
  { role: 'coach', email: 'coach@demo.pitchside.test', password: DEMO_PASSWORD, displayName: 'Carla Coach' },
  { role: 'medic', email: 'medic@demo.pitchside.test', password: DEMO_PASSWORD, displayName: 'Mo Medic' },
  { role: 'refereeassignor', email: 'assignor@demo.pitchside.test', password: DEMO_PASSWORD, displayName: 'Ren Assignor' },
];

export function demoAccount(role: Role): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account for role ${role}`);
  return account;
}
