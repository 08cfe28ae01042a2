import { knockoutView, type MatchSummary, type PlayerSummary, type TeamSummary, type TournamentSummary, type TournamentTeamSummary } from '@pitchside/shared';
import type { MatchRecord, PlayerRecord, TeamRecord, TournamentRecord, TournamentTeamRecord } from '@pitchside/core/data';

// Stored records → the API's answer shapes (shared/src/tournaments). Nothing internal (sources) leaks; a
// tournament's version does, so an edit can say which one it was made on.

export function tournamentSummary(record: TournamentRecord): TournamentSummary {
  return {
    tournamentId: record.tournamentId,
    orgId: record.orgId,
    organizerUid: record.organizerUid,
    name: record.name,
    type: record.type,
    days: record.days,
    startDate: record.startDate,
    endDate: record.endDate,
    venue: record.venue,
    ageGroups: [...record.ageGroups],
    genders: [...record.genders],
    draft: record.draft,
    hasSchedule: record.hasSchedule,
    teamCount: record.teamCount,
    payment: { status: record.payment.status },
    createdAt: record.createdAt,
    version: record.version ?? 0,
    timeZone: record.timeZone ?? null,
  };
}

export function tournamentTeamSummary(record: TournamentTeamRecord): TournamentTeamSummary {
  return {
    teamKey: record.teamKey,
    team: record.team,
    club: record.club,
    division: record.division,
    divisionId: record.divisionId,
    bracket: record.bracket,
    bracketId: record.bracketId,
    age: record.age,
    gender: record.gender,
    teamId: record.teamId,
    MP: record.MP,
    W: record.W,
    D: record.D,
    L: record.L,
    GF: record.GF,
    GA: record.GA,
    GD: record.GD,
    PTS: record.PTS,
    position: record.position,
  };
}

export function matchSummary(record: MatchRecord): MatchSummary {
  return {
    matchId: record.matchId,
    tournamentId: record.tournamentId,
    division: record.division,
    age: record.age,
    gender: record.gender,
    date: record.date,
    time: record.time,
    field: record.field,
    bracket: record.bracket,
    homeTeam: record.homeTeam,
    homeClub: record.homeClub,
    awayTeam: record.awayTeam,
    awayClub: record.awayClub,
    status: record.status,
    homeScore: record.homeScore,
    awayScore: record.awayScore,
    refereeId: record.refereeId,
    refereeName: record.refereeName,
    source: record.source,
    ...(record.stage === 'knockout' && record.knockoutCode ? { knockout: knockoutView(record, false) } : {}),
    ...(record.delayMinutes && record.status === '' ? { delayMinutes: record.delayMinutes } : {}),
  };
}

export function teamSummary(record: TeamRecord): TeamSummary {
  return {
    teamId: record.teamId,
    name: record.name,
    club: record.club,
    age: record.age,
    gender: record.gender,
    coachUid: record.coachUid,
    totalPlayers: record.totalPlayers,
    externalId: record.externalId,
    createdAt: record.createdAt,
  };
}

export function playerSummary(record: PlayerRecord): PlayerSummary {
  return {
    playerId: record.playerId,
    teamId: record.teamId,
    name: record.name,
    registrationId: record.registrationId,
    jerseyNumber: record.jerseyNumber,
    position: record.position,
    dateOfBirth: record.dateOfBirth,
    extra: { ...record.extra },
  };
}
