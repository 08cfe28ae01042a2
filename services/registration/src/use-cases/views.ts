import { registrationPhase, type RegistrationDivisionView, type RegistrationEntryView } from '@pitchside/shared';
import type { DivisionRecord, TournamentRecord } from '@pitchside/core/data';
import type { EntryRecord, RegistrationDivisionRecord } from '../adapters/registrations';

/** Registration dates are venue wall-clock times: a tournament without a zone keeps UTC. */
export function zoneOf(tournament: Pick<TournamentRecord, 'timeZone'>): string {
  return tournament.timeZone ?? 'UTC';
}

export function divisionView(record: RegistrationDivisionRecord, division: Pick<DivisionRecord, 'name' | 'age' | 'gender'>, now: Date, zone: string): RegistrationDivisionView {
  return {
    divisionId: record.divisionId,
    name: division.name,
    age: division.age,
    gender: division.gender,
    opensAt: record.opensAt,
    closesAt: record.closesAt,
    places: record.places,
    review: record.review,
    entryFee: record.entryFee,
    currency: record.currency,
    earlyFee: record.earlyFee,
    earlyUntil: record.earlyUntil,
    deposit: record.deposit,
    balanceDueOn: record.balanceDueOn,
    squadDeadline: record.squadDeadline,
    documents: record.documents,
    terms: record.terms,
    payHours: record.payHours,
    state: record.state,
    phase: registrationPhase(record, now, zone),
    held: record.held,
    waiting: Math.max(0, record.waitTicket - record.waitLeft),
    version: record.version,
  };
}

export function entryView(entry: EntryRecord, position: number | null): RegistrationEntryView {
  return {
    teamKey: entry.teamKey,
    applicationId: entry.applicationId,
    team: entry.team,
    club: entry.club,
    divisionId: entry.divisionId,
    age: entry.age,
    gender: entry.gender,
    status: entry.status,
    position: entry.status === 'waitlisted' ? position : null,
    reason: entry.reason,
    released: entry.released,
    contactName: entry.contact.name,
    contactEmail: entry.contact.email,
    language: entry.contact.language,
    arrivedAt: entry.arrivedAt,
    decidedAt: entry.decidedAt,
    payment: { ...entry.payment },
  };
}
