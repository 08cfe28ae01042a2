import { toAge } from '@pitchside/shared';
import { loadTournamentAccess, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import type { TournamentsPorts } from '../ports';
import type { PublicPorts } from './public-reads';

/**
 * Hides (or shows again) an age group's scores and tables on every public page and response: the English
 * FA forbids publishing results and tables for U7–U11. Fixtures stay public.
 */
export async function setAgeGroupVisibility(
  ports: TournamentsPorts & Pick<PublicPorts, 'publicReads'>,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  ageGroup: string,
  hideResults: boolean,
): Promise<{ ageGroup: { name: string; hideResults: boolean } }> {
  await loadTournamentAccess(ports, actor, orgId, tournamentId, 'manage');
  const age = toAge(ageGroup);
  if (!age) throw new ValidationError('Some fields are not valid', { ageGroup: 'Choose an age group from u6 to u19' });
  const existing = await ports.structure.ageGroups(tournamentId);
  if (!existing.some((group) => group.name === age)) throw new NotFoundError('No such document!');
  await ports.publicReads.setAgeGroupHidden(tournamentId, age, hideResults);
  return { ageGroup: { name: age, hideResults } };
}
