import type { MatchRecord, MatchRepository } from '@pitchside/core/data';

/**
 * AWS answers a query through a GSI eventually consistent: for a moment after a write it may return a
 * match as it was before. DynamoDB Local's indexes never lag. This port wrapper brings the lag back for a
 * test that chooses which read lags and with which copy (the local cloud's chaos switch lags its DynamoDB
 * endpoint instead: infra/local/lagging-dynamodb.ts): every copy of a match it has handed out is kept, and
 * an index read (`listByTournament`) may answer any match with an older kept copy. Strongly consistent
 * reads (`get`, `getCurrent`) go to the base table and are never stale.
 */
export interface IndexLag {
  /** Whether this match, in this index read, is answered with an older copy. */
  stale: (matchId: string) => boolean;
  /** Which of the older copies (index into oldest-first history), given how many there are. */
  pick?: (count: number) => number;
}

const HISTORY = 8;

export function laggingIndexReads<R extends Pick<MatchRepository, 'listByTournament' | 'get' | 'getCurrent'>>(repository: R, lag: IndexLag): R {
  const seen = new Map<string, MatchRecord[]>();
  const keep = (match: MatchRecord) => {
    const key = `${match.tournamentId}/${match.matchId}`;
    const history = seen.get(key) ?? [];
    if (!history.some((copy) => copy.version === match.version)) {
      history.push(match);
      history.sort((a, b) => a.version - b.version);
      if (history.length > HISTORY) history.shift();
      seen.set(key, history);
    }
  };
  const older = (match: MatchRecord): MatchRecord => {
    const history = (seen.get(`${match.tournamentId}/${match.matchId}`) ?? []).filter((copy) => copy.version < match.version);
    if (history.length === 0 || !lag.stale(match.matchId)) return match;
    const index = lag.pick ? lag.pick(history.length) : Math.floor(Math.random() * history.length);
    return history[Math.max(0, Math.min(history.length - 1, index))] as MatchRecord;
  };
  return {
    ...repository,
    async get(tournamentId, matchId) {
      const match = await repository.get(tournamentId, matchId);
      if (match) keep(match);
      return match;
    },
    async getCurrent(tournamentId, matchIds) {
      const matches = await repository.getCurrent(tournamentId, matchIds);
      matches.forEach(keep);
      return matches;
    },
    async listByTournament(tournamentId, division) {
      const matches = await repository.listByTournament(tournamentId, division);
      const answered = matches.map(older);
      matches.forEach(keep);
      return answered;
    },
  };
}
