import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

/**
 * A team's entry in a tournament with its standings row (spec §3). `teamKey` = `teamKey(team, club)` from
 * shared: the sort key is the dedup rule of spec §5 (same name with the club removed = same team). The
 * standings numbers belong to the standings consumer; `position` 0 means not ranked yet.
 */
export const tournamentTeamEntity = new Entity({
  model: { entity: 'tournamentTeam', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    teamKey: { type: 'string', required: true },
    team: { type: 'string', required: true },
    club: { type: 'string' },
    division: { type: 'string', required: true },
    divisionId: { type: 'string' },
    bracket: { type: 'string', required: true, default: 'Default' },
    bracketId: { type: 'string' },
    age: { type: 'string', required: true },
    gender: { type: ['boys', 'girls', 'mixed'] as const, required: true },
    organizerUid: { type: 'string', required: true },
    /** The organization's team (team entity) this entry is, when known. */
    teamId: { type: 'string' },
    MP: { type: 'number', required: true, default: 0 },
    W: { type: 'number', required: true, default: 0 },
    D: { type: 'number', required: true, default: 0 },
    L: { type: 'number', required: true, default: 0 },
    GF: { type: 'number', required: true, default: 0 },
    GA: { type: 'number', required: true, default: 0 },
    GD: { type: 'number', required: true, default: 0 },
    PTS: { type: 'number', required: true, default: 0 },
    position: { type: 'number', required: true, default: 0 },
    /** Which tie-breaker separated this team from the one above it, for the standings page. */
    decidedBy: { type: 'string' },
    /**
     * What the row's numbers were computed from (docs/delivery.md): the sum of the versions of the
     * division's matches the consumer read. A table is only written over one from older (smaller) data.
     */
    standingsVersion: { type: 'number' },
    source: { type: ['import', 'manual', 'registration'] as const },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['teamKey'] } },
  },
});
