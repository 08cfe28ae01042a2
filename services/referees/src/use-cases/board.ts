import { autoAssign, holdsRole, matchCandidates, MESSAGES, type CandidatesAnswer, type FillDayAnswer, type OfficialRole, type OpenRole } from '@pitchside/shared';
import { ConflictError, NotFoundError, type Actor } from '@pitchside/core';
import type { RefereesPorts } from '../ports';
import { slotsFor } from './offers';
import { loadAsAssignor, OFFICIATING_RULES } from './referee-context';
import { bookingsOn, loadRoster, type Roster } from './roster';

/** The organization's referees for one role of a match, free ones first, each with why not. */
export async function refereeCandidates(ports: RefereesPorts, actor: Actor, tournamentId: string, matchId: string, role: OfficialRole = 'centre'): Promise<CandidatesAnswer> {
  const { tournament } = await loadAsAssignor(ports, actor, tournamentId);
  const roster = await loadRoster(ports, tournament);
  if (!roster.matches.some((match) => match.matchId === matchId)) throw new NotFoundError(MESSAGES.matchNotFound);
  const match = roster.officiated.get(matchId);
  if (!match) throw new ConflictError({ id: 'referees.offer.notScheduled' }, 'not_scheduled');
  return { matchId, role, candidates: matchCandidates(match, role, roster.profiles, bookingsOn(roster), OFFICIATING_RULES) };
}

/** The roles of a day's matches nobody holds: no offer holds their slot, and no referee is assigned by hand to the centre. */
export function openRolesOn(roster: Roster, date: string): OpenRole[] {
  const held = new Map<string, Set<string>>();
  for (const offer of roster.offers) if (holdsRole(offer.state)) held.set(offer.matchId, (held.get(offer.matchId) ?? new Set()).add(offer.slot));
  const roles: OpenRole[] = [];
  for (const match of roster.matches) {
    const seen = roster.officiated.get(match.matchId);
    if (!seen || seen.date !== date) continue;
    const slots = new Set(held.get(match.matchId));
    if (match.refereeId) slots.add('centre');
    const centreOpen = !slots.has('centre');
    const assistantsOpen = slotsFor('assistant', seen.age).filter((slot) => !slots.has(slot)).length;
    if (centreOpen) roles.push({ matchId: match.matchId, role: 'centre' });
    for (let index = 0; index < assistantsOpen; index += 1) roles.push({ matchId: match.matchId, role: 'assistant' });
  }
  return roles;
}

/**
 * A proposal for a day's open roles (shared `autoAssign`): nothing is written; the assignor edits it on the
 * board and sends it as offers.
 */
export async function fillDay(ports: RefereesPorts, actor: Actor, tournamentId: string, date: string): Promise<FillDayAnswer> {
  const { tournament } = await loadAsAssignor(ports, actor, tournamentId);
  const roster = await loadRoster(ports, tournament);
  const result = autoAssign({ matches: [...roster.officiated.values()], roles: openRolesOn(roster, date), referees: roster.profiles, bookings: roster.bookings, rules: OFFICIATING_RULES });
  const names = new Map(roster.profiles.map((profile) => [profile.uid, profile.name]));
  return { date, offers: result.offers.map((offer) => ({ ...offer, refereeName: names.get(offer.refereeUid) ?? '' })), unfilled: result.unfilled, spread: result.spread };
}

/** Locks (or unlocks) the tournament's referee plan: a locked plan takes no availability changes. */
export async function lockPlan(ports: RefereesPorts, actor: Actor, tournamentId: string, locked: boolean): Promise<{ tournamentId: string; locked: boolean }> {
  await loadAsAssignor(ports, actor, tournamentId);
  await ports.store.setLocked(tournamentId, locked, actor.uid, ports.clock.now().toISOString());
  return { tournamentId, locked };
}
