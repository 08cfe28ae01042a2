import { availabilityOutsideDays, formatServerMessage, type AvailabilityAnswer, type AvailabilityInput, type RefereeTournaments } from '@pitchside/shared';
import { ConflictError, ValidationError, type Actor } from '@pitchside/core';
import type { TournamentRecord } from '@pitchside/core/data';
import type { RefereesPorts } from '../ports';
import { loadAsReferee } from './referee-context';
import { parseAvailability } from './roster';

async function answer(ports: RefereesPorts, tournament: TournamentRecord, uid: string): Promise<AvailabilityAnswer> {
  const [record, locked, matches] = await Promise.all([
    ports.store.availability(tournament.tournamentId, uid),
    ports.store.locked(tournament.tournamentId),
    ports.matches.listByTournament(tournament.tournamentId),
  ]);
  const pitches = new Map<string, string>();
  for (const match of matches) if (match.pitchId) pitches.set(match.pitchId, match.field ?? match.pitchId);
  const availability = record ? parseAvailability(record.availability) : null;
  return {
    tournamentId: tournament.tournamentId,
    tournamentName: tournament.name,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    locked,
    pitches: [...pitches].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    availability: record && availability ? { ...availability, updatedAt: record.updatedAt } : null,
  };
}

/** The calling referee's availability for the tournament (null until they say). */
export async function getMyAvailability(ports: RefereesPorts, actor: Actor, tournamentId: string): Promise<AvailabilityAnswer> {
  const { tournament } = await loadAsReferee(ports, actor, tournamentId);
  return answer(ports, tournament, actor.uid);
}

/**
 * Saves the calling referee's availability, replacing what they said before. Every date must be one of the
 * tournament's (400, naming it); once the plan is locked, 409. Nothing is written on either.
 */
export async function saveMyAvailability(ports: RefereesPorts, actor: Actor, tournamentId: string, input: AvailabilityInput): Promise<AvailabilityAnswer> {
  const { tournament, membership } = await loadAsReferee(ports, actor, tournamentId);
  const outside = availabilityOutsideDays(input, tournament);
  if (outside) {
    const said = { id: outside.messageId, values: outside.values } as const;
    throw new ValidationError(said, { [outside.field]: formatServerMessage('en', said) });
  }
  const unique = { ...input, pitches: [...new Set(input.pitches)], ages: [...new Set(input.ages)], roles: [...new Set(input.roles)], unavailable: [...new Set(input.unavailable)].sort() };
  const saved = await ports.store.saveAvailability({
    tournamentId,
    refereeUid: actor.uid,
    orgId: tournament.orgId,
    refereeName: membership.displayName,
    availability: JSON.stringify(unique),
    updatedAt: ports.clock.now().toISOString(),
  });
  if (saved === 'locked') throw new ConflictError({ id: 'referees.plan.locked' }, 'plan_locked');
  return answer(ports, tournament, actor.uid);
}

/** The tournaments not yet over of every organization the caller referees for, soonest first. */
export async function myRefereeTournaments(ports: RefereesPorts, actor: Actor): Promise<RefereeTournaments> {
  const memberships = (await ports.organizations.membershipsOfUser(actor.uid)).filter((membership) => membership.role.referee);
  const today = ports.clock.now().toISOString().slice(0, 10);
  const lists = await Promise.all(memberships.map((membership) => ports.tournaments.listByOrg(membership.orgId)));
  return {
    tournaments: lists
      .flat()
      .filter((tournament) => tournament.endDate >= today)
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name))
      .map(({ tournamentId, name, startDate, endDate, venue }) => ({ tournamentId, name, startDate, endDate, venue })),
  };
}
