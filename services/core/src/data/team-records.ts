import type { EntityItem } from 'electrodb';
import type { Age, PlayerExtraValue, PlayerSummary, TeamSummary } from '@pitchside/shared';
import type { playerEntity } from './entities/player-entity';
import type { teamEntity } from './entities/team-entity';
import { orNull } from './stored-values';

/** A team as stored: what the teams API shows (shared), plus its organization, origin and version. */
export interface TeamRecord extends TeamSummary {
  orgId: string;
  source: 'import' | 'manual';
  version: number;
}

/** A player as stored: what the teams API shows (shared), plus its organization and origin. */
export interface PlayerRecord extends PlayerSummary {
  orgId: string;
  source: 'import' | 'manual';
}

export function toTeamRecord(item: EntityItem<typeof teamEntity>): TeamRecord {
  return {
    teamId: item.teamId,
    orgId: item.orgId,
    name: item.name,
    club: orNull(item.club),
    age: item.age as Age,
    gender: item.gender,
    coachUid: orNull(item.coachUid),
    totalPlayers: item.totalPlayers,
    externalId: orNull(item.externalId),
    source: item.source ?? 'manual',
    version: item.version,
    createdAt: item.createdAt ?? '',
  };
}

export function toPlayerRecord(item: EntityItem<typeof playerEntity>): PlayerRecord {
  return {
    teamId: item.teamId,
    playerId: item.playerId,
    orgId: item.orgId,
    name: item.name,
    registrationId: orNull(item.registrationId),
    jerseyNumber: item.jerseyNumber ?? null,
    position: orNull(item.position),
    dateOfBirth: orNull(item.dateOfBirth),
    extra: (item.extra ?? {}) as Record<string, PlayerExtraValue>,
    source: item.source ?? 'manual',
  };
}
