import { availabilityInputSchema, holdsRole, type AvailabilityInput, type Booking, type OfficiatedMatch, type RefereeProfile } from '@pitchside/shared';
import type { MatchRecord, TournamentRecord } from '@pitchside/core/data';
import type { OfferRecord } from '../adapters/referee-store';
import type { RefereesPorts } from '../ports';
import { officiated } from './referee-context';

export interface Roster {
  /** The organization's referees who said when they can officiate for this tournament. */
  profiles: RefereeProfile[];
  /** Every referee's matches in this tournament: roles they hold by offer, and matches assigned by hand. */
  bookings: Map<string, Booking[]>;
  matches: MatchRecord[];
  offers: OfferRecord[];
  officiated: Map<string, OfficiatedMatch>;
}

export function parseAvailability(json: string): AvailabilityInput | null {
  try {
    const parsed = availabilityInputSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What the board and the fill read: the referees (still referees of the organization) with their
 * availability and the clubs they are connected to, and their bookings in this tournament. Bookings in the
 * organization's other tournaments are not read (decision 0059): a referee works one tournament at a time.
 */
export async function loadRoster(ports: RefereesPorts, tournament: TournamentRecord): Promise<Roster> {
  const [members, availabilities, matches, offers] = await Promise.all([
    ports.organizations.membersOf(tournament.orgId),
    ports.store.availabilities(tournament.tournamentId),
    ports.matches.listByTournament(tournament.tournamentId),
    ports.store.offers(tournament.tournamentId),
  ]);
  const referees = new Map(members.filter((member) => member.role.referee).map((member) => [member.uid, member]));
  const profiles = (
    await Promise.all(
      availabilities.map(async (record): Promise<RefereeProfile | null> => {
        const member = referees.get(record.refereeUid);
        const availability = parseAvailability(record.availability);
        if (!member || !availability) return null;
        const coached = (await ports.teams.listByCoach(member.uid)).filter((team) => team.orgId === tournament.orgId).map((team) => team.club);
        return { uid: member.uid, name: member.displayName, availability, clubs: [...availability.clubs, ...coached.filter((club): club is string => Boolean(club))] };
      }),
    )
  ).filter((profile): profile is RefereeProfile => profile !== null);

  const byId = new Map<string, OfficiatedMatch>();
  for (const match of matches) {
    const seen = officiated(match, tournament);
    if (seen) byId.set(match.matchId, seen);
  }
  const bookings = new Map<string, Booking[]>();
  const seen = new Set<string>();
  const book = (uid: string, matchId: string) => {
    const match = byId.get(matchId);
    if (!match || seen.has(`${uid}|${matchId}`)) return;
    seen.add(`${uid}|${matchId}`);
    bookings.set(uid, [...(bookings.get(uid) ?? []), { matchId, date: match.date, start: match.start, end: match.end, venue: match.venue }]);
  };
  for (const offer of offers) if (holdsRole(offer.state)) book(offer.refereeUid, offer.matchId);
  for (const match of matches) if (match.refereeId) book(match.refereeId, match.matchId);
  return { profiles, bookings, matches, offers, officiated: byId };
}

export const bookingsOn = (roster: Roster) => (uid: string, date: string) => (roster.bookings.get(uid) ?? []).filter((booking) => booking.date === date);
