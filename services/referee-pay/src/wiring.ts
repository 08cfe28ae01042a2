import { loadEnv, systemClock } from '@pitchside/core';
import { createDatabase, dynamoMatchRepository, dynamoOrganizationRepository, dynamoTournamentRepository, dynamoUserRepository, toMatch } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { dynamoPayRepository } from './adapters/pay-store';
import type { RefereePayPorts } from './ports';

/** The real ports, built once per execution environment from the function's env. */
export function productionPorts(): RefereePayPorts {
  const env = loadEnv(['tableName']);
  const db = createDatabase(env.tableName, dynamo());
  const matches = dynamoMatchRepository(db);
  return {
    organizations: dynamoOrganizationRepository(db),
    tournaments: dynamoTournamentRepository(db),
    matches: {
      ofTournament: (tournamentId) => matches.listByTournament(tournamentId),
      async ofReferee(refereeId) {
        const { data } = await db.entities.match.query.byReferee({ refereeId }).go({ pages: 'all' });
        return data.map(toMatch);
      },
    },
    users: dynamoUserRepository(db),
    pay: dynamoPayRepository(db),
    clock: systemClock,
  };
}
