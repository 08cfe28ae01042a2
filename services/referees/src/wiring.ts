import { randomUUID } from 'node:crypto';
import { loadEnv, systemClock } from '@pitchside/core';
import {
  createDatabase,
  dynamoMatchRepository,
  dynamoOrganizationRepository,
  dynamoTeamRepository,
  dynamoTournamentRepository,
  dynamoUserRepository,
  toMatch,
  type Database,
} from '@pitchside/core/data';
import { dynamo, sesMailer } from '@pitchside/core/aws';
import { dynamoRefereeStore } from './adapters/referee-store';
import type { RefereesPorts } from './ports';

/** A referee's assigned matches in every tournament, by the match's sparse referee index. */
export function assignedMatchesOf(db: Database): RefereesPorts['assignedMatches'] {
  return async (refereeId) => {
    const { data } = await db.entities.match.query.byReferee({ refereeId }).go({ pages: 'all' });
    return data.map(toMatch);
  };
}

/** The real ports, built once per execution environment; shared by the HTTP handler and the expiry sweep. */
export function productionPorts(): RefereesPorts {
  const env = loadEnv(['tableName', 'mailFrom', 'appUrl']);
  const db = createDatabase(env.tableName, dynamo());
  return portsOf(db, sesMailer(env.mailFrom), env.appUrl);
}

export function portsOf(db: Database, mailer: RefereesPorts['mailer'], appUrl: string, clock: RefereesPorts['clock'] = systemClock): RefereesPorts {
  return {
    organizations: dynamoOrganizationRepository(db),
    tournaments: dynamoTournamentRepository(db),
    matches: dynamoMatchRepository(db),
    assignedMatches: assignedMatchesOf(db),
    teams: dynamoTeamRepository(db),
    users: dynamoUserRepository(db),
    store: dynamoRefereeStore(db),
    mailer,
    appUrl,
    clock,
    newId: randomUUID,
  };
}
