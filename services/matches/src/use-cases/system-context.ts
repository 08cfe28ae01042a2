import type { MatchRecord, TournamentRecord } from '@pitchside/core/data';
import type { MatchContext } from './match-context';

/** Who the log names for what Pitchside does itself (the sweep's completions). */
export const SYSTEM = { uid: 'system', name: 'Pitchside' };

/** A match context for a write made on nobody's request: no membership, no sides, no link. */
export function systemContext(tournament: TournamentRecord, match: MatchRecord): MatchContext {
  return { tournament, match, membership: { orgId: tournament.orgId, uid: SYSTEM.uid, email: '', displayName: SYSTEM.name, role: {} }, coachOf: [], linked: false };
}
