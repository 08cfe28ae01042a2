import { assistantsFor, MAX_ANSWER_DAYS, MESSAGES, type Age, type CreateOffersInput, type OfferList, type OfferView } from '@pitchside/shared';
import { ConflictError, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import type { MatchRecord } from '@pitchside/core/data';
import type { OfferRecord } from '../adapters/referee-store';
import { offerMail } from '../mail/offer-mail';
import type { RefereesPorts } from '../ports';
import { byMatchTime, mailQuietly, recipient, toOfferView } from './offer-view';
import { english, loadAsAssignor } from './referee-context';

const DAY_MS = 86_400_000;

/** The slots a role may take on a match of this age: the centre, or the assistants' (none below 11-a-side). */
export function slotsFor(role: 'centre' | 'assistant', age: Age): string[] {
  return role === 'centre' ? ['centre'] : Array.from({ length: assistantsFor(age) }, (_, index) => `assistant${index + 1}`);
}

/**
 * Offers match roles to referees (issue 34): each must be a referee of the tournament's organization, each
 * role open (not held by another offer nor, for the centre, assigned by hand), the deadline to come and
 * within MAX_ANSWER_DAYS. Everything is checked before anything is written, and the offers and the slots
 * they hold are one transaction: a role taken meanwhile refuses the whole request. Each referee is then
 * e-mailed in their language.
 */
export async function createOffers(ports: RefereesPorts, actor: Actor, tournamentId: string, input: CreateOffersInput): Promise<{ offers: OfferView[] }> {
  const { tournament } = await loadAsAssignor(ports, actor, tournamentId);
  const now = ports.clock.now();
  const deadline = Date.parse(input.expiresAt);
  if (deadline <= now.getTime() || deadline > now.getTime() + MAX_ANSWER_DAYS * DAY_MS) {
    throw new ValidationError({ id: 'referees.offer.deadlinePast' }, { expiresAt: english('referees.offer.deadlinePast') });
  }
  const members = await ports.organizations.membersOf(tournament.orgId);
  const referees = new Map(members.filter((member) => member.role.referee).map((member) => [member.uid, member]));
  const matches = new Map<string, MatchRecord>();
  const taken = new Map<string, Set<string>>();
  const onMatch = new Set<string>();
  const records: OfferRecord[] = [];
  for (const [index, wanted] of input.offers.entries()) {
    const referee = referees.get(wanted.refereeUid);
    if (!referee) throw new ValidationError({ id: 'referees.notReferee' }, { [`offers.${index}.refereeUid`]: english('referees.notReferee') });
    let match = matches.get(wanted.matchId);
    if (!match) {
      const found = await ports.matches.get(tournamentId, wanted.matchId);
      if (!found) throw new NotFoundError(MESSAGES.matchNotFound);
      match = found;
      matches.set(match.matchId, match);
      const held = new Set((await ports.store.heldSlots(tournamentId, match.matchId)).keys());
      if (match.refereeId) held.add('centre');
      taken.set(match.matchId, held);
    }
    if (!match.time) throw new ConflictError({ id: 'referees.offer.notScheduled' }, 'not_scheduled');
    if (onMatch.has(`${match.matchId}|${referee.uid}`)) throw new ValidationError({ id: 'referees.offer.sameMatchTwice' }, { [`offers.${index}`]: english('referees.offer.sameMatchTwice') });
    onMatch.add(`${match.matchId}|${referee.uid}`);
    const slots = slotsFor(wanted.role, match.age);
    if (slots.length === 0) throw new ConflictError({ id: 'referees.offer.noAssistants', values: { years: Number(match.age.slice(1)) } }, 'no_assistants');
    const held = taken.get(match.matchId) as Set<string>;
    const slot = slots.find((candidate) => !held.has(candidate));
    if (!slot) throw new ConflictError({ id: 'referees.offer.roleTaken', values: { role: wanted.role === 'centre' ? 'centre referee' : 'assistant referee' } }, 'role_taken');
    held.add(slot);
    records.push({
      tournamentId,
      offerId: ports.newId(),
      orgId: tournament.orgId,
      matchId: match.matchId,
      role: wanted.role,
      slot,
      refereeUid: referee.uid,
      refereeName: referee.displayName,
      state: 'offered',
      expiresAt: new Date(deadline).toISOString(),
      createdAt: now.toISOString(),
      createdBy: actor.uid,
      answeredAt: null,
      releaseReason: null,
      matchDate: match.date,
      matchTime: match.time,
      field: match.field ?? '',
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      age: match.age,
      version: 1,
    });
  }
  if (!(await ports.store.createOffers(records))) throw new ConflictError({ id: 'referees.offer.roleTaken', values: { role: 'referee' } }, 'role_taken');
  // The referee's matches page lists their offers above their assigned matches.
  const link = `${ports.appUrl}/admin/matches`;
  await Promise.all(
    records.map((offer) =>
      mailQuietly(ports, async () => {
        const to = await recipient(ports, offer.refereeUid);
        return to ? offerMail(to, offer, tournament.name, link) : null;
      }),
    ),
  );
  return { offers: records.map((offer) => toOfferView(offer, now)) };
}

/** The tournament's offers (one day's with `date`), for the assignor's board. */
export async function listOffers(ports: RefereesPorts, actor: Actor, tournamentId: string, query: { date?: string | undefined }): Promise<OfferList> {
  await loadAsAssignor(ports, actor, tournamentId);
  const [offers, locked] = await Promise.all([ports.store.offers(tournamentId), ports.store.locked(tournamentId)]);
  const now = ports.clock.now();
  return {
    offers: offers
      .filter((offer) => !query.date || offer.matchDate === query.date)
      .sort(byMatchTime)
      .map((offer) => toOfferView(offer, now)),
    locked,
  };
}

/** The calling referee's offers in the organizations they still referee for, soonest match first. */
export async function myOffers(ports: RefereesPorts, actor: Actor): Promise<OfferList> {
  const [offers, memberships] = await Promise.all([ports.store.offersOfReferee(actor.uid), ports.organizations.membershipsOfUser(actor.uid)]);
  const refereeOf = new Set(memberships.filter((membership) => membership.role.referee).map((membership) => membership.orgId));
  const now = ports.clock.now();
  return {
    offers: offers
      .filter((offer) => refereeOf.has(offer.orgId))
      .sort(byMatchTime)
      .map((offer) => toOfferView(offer, now)),
    locked: false,
  };
}
