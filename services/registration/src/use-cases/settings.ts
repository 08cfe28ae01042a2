import { MESSAGES, registrationPhase, type PublicRegistration, type RegistrationOverview, type RegistrationSettingsInput, type RegistrationState } from '@pitchside/shared';
import { ConflictError, loadTournamentAccess, NotFoundError, type Actor } from '@pitchside/core';
import type { TournamentRecord } from '@pitchside/core/data';
import type { RegistrationDivisionRecord, RegistrationSettingsRecord } from '../adapters/registrations';
import type { RegistrationPorts } from '../ports';
import { fillFromLine, followUp } from './places';
import { divisionView, zoneOf } from './views';

type Access = Pick<RegistrationPorts, 'organizations' | 'tournaments'>;

/** The organizer's tournament: the admins of its organization, its organizer and linked tournament admins. */
export async function organizerTournament(ports: Access, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<TournamentRecord> {
  return (await loadTournamentAccess(ports, actor, orgId, tournamentId, 'manage')).tournament;
}

export async function getRegistration(ports: RegistrationPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<RegistrationOverview> {
  const tournament = await organizerTournament(ports, actor, orgId, tournamentId);
  const [divisions, registrations] = await Promise.all([ports.structure.divisions(tournamentId), ports.registrations.divisions(tournamentId)]);
  const byId = new Map(registrations.map((registration) => [registration.divisionId, registration]));
  const now = ports.clock.now();
  return {
    tournamentId,
    timeZone: zoneOf(tournament),
    divisions: divisions.map((division) => {
      const registration = byId.get(division.divisionId);
      return {
        divisionId: division.divisionId,
        name: division.name,
        age: division.age,
        gender: division.gender,
        registration: registration ? divisionView(registration, division, now, zoneOf(tournament)) : null,
      };
    }),
  };
}

async function divisionOf(ports: RegistrationPorts, tournamentId: string, divisionId: string) {
  const division = await ports.structure.getDivision(tournamentId, divisionId);
  if (!division) throw new NotFoundError({ id: 'registration.divisionNotFound' });
  return division;
}

/**
 * Opens a division's registration or edits it. Places can go down only as far as the teams holding one;
 * more places go first to the waiting line, in order (and those clubs are e-mailed).
 */
export async function saveRegistration(ports: RegistrationPorts, actor: Actor, orgId: string | undefined, tournamentId: string, divisionId: string, input: RegistrationSettingsInput) {
  const tournament = await organizerTournament(ports, actor, orgId, tournamentId);
  const division = await divisionOf(ports, tournamentId, divisionId);
  // Entry fees are paid to the organizer's own Stripe account: no fee can be asked before it takes payments.
  if (input.entryFee > 0 || (input.earlyFee ?? 0) > 0) {
    const account = (await ports.organizations.getOrganization(tournament.orgId))?.stripeAccount;
    if (!account?.ready) throw new ConflictError({ id: 'registration.feesNeedStripe' }, 'stripe_not_connected');
  }
  const settings: RegistrationSettingsRecord = { tournamentId, divisionId, orgId: tournament.orgId, ...input };
  const created = await ports.registrations.createDivision(settings);
  if (!created) {
    const saved = await ports.registrations.updateSettings(settings);
    if (saved === 'belowHeld') {
      const current = await ports.registrations.division(tournamentId, divisionId);
      throw new ConflictError({ id: 'registration.placesBelowHeld', values: { held: current?.held ?? 0 } }, 'places_below_held');
    }
    if (saved === 'missing') throw new NotFoundError({ id: 'registration.divisionNotFound' });
  }
  const registration = (await ports.registrations.division(tournamentId, divisionId)) as RegistrationDivisionRecord;
  const promoted = registration.held < registration.places ? await fillFromLine(ports, registration) : [];
  if (promoted.length > 0)
    await followUp(
      ports,
      tournament,
      promoted.map((after) => ({ before: { ...after, status: 'waitlisted' as const }, after })),
    );
  const current = promoted.length > 0 ? ((await ports.registrations.division(tournamentId, divisionId)) as RegistrationDivisionRecord) : registration;
  return { registration: divisionView(current, division, ports.clock.now(), zoneOf(tournament)) };
}

export async function setRegistrationState(ports: RegistrationPorts, actor: Actor, orgId: string | undefined, tournamentId: string, divisionId: string, state: RegistrationState) {
  const tournament = await organizerTournament(ports, actor, orgId, tournamentId);
  const division = await divisionOf(ports, tournamentId, divisionId);
  const registration = await ports.registrations.setState(tournamentId, divisionId, state);
  if (!registration) throw new NotFoundError({ id: 'registration.notSetUp' });
  return { registration: divisionView(registration, division, ports.clock.now(), zoneOf(tournament)) };
}

/** What a club sees before applying: a published tournament's divisions that take (or took) applications. */
export async function publicRegistration(ports: RegistrationPorts, tournamentId: string): Promise<PublicRegistration> {
  const tournament = await ports.tournaments.get(tournamentId);
  if (!tournament || tournament.draft) throw new NotFoundError(MESSAGES.tournamentNotFound);
  const [divisions, registrations] = await Promise.all([ports.structure.divisions(tournamentId), ports.registrations.divisions(tournamentId)]);
  const byId = new Map(divisions.map((division) => [division.divisionId, division]));
  const now = ports.clock.now();
  const zone = zoneOf(tournament);
  return {
    tournamentId,
    name: tournament.name,
    timeZone: zone,
    divisions: registrations.flatMap((registration) => {
      const division = byId.get(registration.divisionId);
      if (!division) return [];
      return [
        {
          divisionId: registration.divisionId,
          name: division.name,
          age: division.age,
          gender: division.gender,
          phase: registrationPhase(registration, now, zone),
          opensAt: registration.opensAt,
          closesAt: registration.closesAt,
          placesLeft: Math.max(0, registration.places - registration.held),
          waiting: Math.max(0, registration.waitTicket - registration.waitLeft),
          entryFee: registration.entryFee,
          currency: registration.currency,
          earlyFee: registration.earlyFee,
          earlyUntil: registration.earlyUntil,
          deposit: registration.deposit,
          balanceDueOn: registration.balanceDueOn,
          squadDeadline: registration.squadDeadline,
          documents: registration.documents,
          terms: registration.terms,
          payHours: registration.payHours,
        },
      ];
    }),
  };
}
