import { Entity } from 'electrodb';
import { DEFAULT_MATCH_DURATIONS } from '@pitchside/shared';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A tournament (spec §3). Its children (age groups, divisions, brackets, tournament teams, matches) share
 * its partition (`pk` = tournamentId), so one query per entity finds everything a delete must remove.
 * `listing` mirrors `draft` ('draft' | 'published') because a GSI key cannot be a boolean; every write of
 * `draft` writes `listing` with it. `payment` is the seam for the payments issue: 'waived' until then.
 */
export const tournamentEntity = new Entity({
  model: { entity: 'tournament', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    organizerUid: { type: 'string', required: true },
    name: { type: 'string', required: true },
    type: { type: ['league', 'tournament'] as const, required: true },
    days: { type: ['weekdays', 'weekends'] as const, required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    venue: { type: 'string', required: true },
    ageGroups: { type: 'list', items: { type: 'string' } },
    genders: { type: 'list', items: { type: 'string' } },
    draft: { type: 'boolean', required: true, default: true },
    listing: { type: ['draft', 'published'] as const, required: true, default: 'draft' },
    hasSchedule: { type: 'boolean', required: true, default: false },
    teamCount: { type: 'number', required: true, default: 0 },
    firstHalfDuration: { type: 'number', required: true, default: DEFAULT_MATCH_DURATIONS.firstHalfDuration },
    breakDuration: { type: 'number', required: true, default: DEFAULT_MATCH_DURATIONS.breakDuration },
    secondHalfDuration: { type: 'number', required: true, default: DEFAULT_MATCH_DURATIONS.secondHalfDuration },
    tieBreakers: { type: 'list', items: { type: 'string' } },
    gdCap: { type: 'number' },
    /** Minutes after completion during which a coach may dispute a result; absent: the default (60). */
    disputeWindowMinutes: { type: 'number' },
    payment: { type: 'map', properties: { status: { type: ['waived', 'pending', 'paid'] as const, required: true }, checkoutSessionId: { type: 'string' }, paidAt: { type: 'string' } } },
    publishedAt: { type: 'string' },
    /** The venue's IANA time zone; absent on tournaments made before it (their times are floating). */
    timeZone: { type: 'string' },
    /** Guards settings edits (optimistic locking); absent on tournaments stored before it, read as 0. */
    version: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: [] } },
    byOrg: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['orgId'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
    byListing: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['listing'] }, sk: { field: 'gsi2sk', composite: ['startDate'] } },
  },
});
