import { formatServerMessage, MESSAGES, resolveDurations, totalMatchSeconds, type Age, type MessageValues, type OfficiatedMatch, type RefereesMessageId } from '@pitchside/shared';
import { actingFor, ForbiddenError, NotFoundError, type Actor } from '@pitchside/core';
import type { MatchRecord, MembershipRecord, TournamentRecord } from '@pitchside/core/data';
import type { RefereesPorts } from '../ports';

/** The least time between two of a referee's matches, and the time to get from one venue to another. */
export const REST_MINUTES = 15;
export const TRAVEL_MINUTES = 30;
export const OFFICIATING_RULES = { restMinutes: REST_MINUTES, travelMinutes: (from: string, to: string) => (from === to ? 0 : TRAVEL_MINUTES) };

export interface TournamentContext {
  tournament: TournamentRecord;
  membership: MembershipRecord;
}

/**
 * The tournament and the caller's membership in its organization (from stored memberships, not the token):
 * anyone outside it is told 'Tournament not found', so another organization's tournaments stay unseen.
 */
export async function loadTournament(ports: Pick<RefereesPorts, 'tournaments' | 'organizations'>, actor: Actor, tournamentId: string): Promise<TournamentContext> {
  const [tournament, memberships] = await Promise.all([ports.tournaments.get(tournamentId), ports.organizations.membershipsOfUser(actor.uid)]);
  const found = tournament ? memberships.find((membership) => membership.orgId === tournament.orgId) : undefined;
  if (!tournament || !found) throw new NotFoundError(MESSAGES.tournamentNotFound);
  return { tournament, membership: actingFor(found) };
}

/** Who assigns referees assigns offers: an admin or a referee assignor of the tournament's organization. */
export async function loadAsAssignor(ports: Pick<RefereesPorts, 'tournaments' | 'organizations'>, actor: Actor, tournamentId: string): Promise<TournamentContext> {
  const context = await loadTournament(ports, actor, tournamentId);
  if (!context.membership.role.admin && !context.membership.role.refereeassignor) throw new ForbiddenError();
  return context;
}

export async function loadAsReferee(ports: Pick<RefereesPorts, 'tournaments' | 'organizations'>, actor: Actor, tournamentId: string): Promise<TournamentContext> {
  const context = await loadTournament(ports, actor, tournamentId);
  if (!context.membership.role.referee) throw new ForbiddenError();
  return context;
}

export function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A stored match as the referee rules read it; null when it has no kick-off time (nobody can be booked on it). */
export function officiated(match: MatchRecord, tournament: TournamentRecord): OfficiatedMatch | null {
  if (!match.time) return null;
  const length = Math.ceil(
    totalMatchSeconds(resolveDurations({ firstHalfDuration: tournament.firstHalfDuration, breakDuration: tournament.breakDuration, secondHalfDuration: tournament.secondHalfDuration })) / 60,
  );
  const start = minutesOf(match.time);
  return {
    matchId: match.matchId,
    date: match.date,
    start,
    end: start + length,
    age: match.age as Age,
    pitchId: match.pitchId ?? '',
    venue: tournament.venue,
    homeClub: match.homeClub ?? '',
    awayClub: match.awayClub ?? '',
  };
}

/** A referees message in English: a 400's field text beside the message id the error carries. */
export const english = (id: RefereesMessageId, values: MessageValues = {}) => formatServerMessage('en', { id, values });
