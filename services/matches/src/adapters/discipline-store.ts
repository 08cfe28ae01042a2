import { DEFAULT_DISCIPLINE_RULES, disciplineRulesSchema, type DisciplineDecision, type DisciplineRules } from '@pitchside/shared';
import type { Database } from '@pitchside/core/data';

/** A tournament's card rules and the organizer's decisions on suspensions (docs/decisions/0055). */
export interface DisciplineRepository {
  /** The stored rules, or the defaults when the organizer has not edited them. */
  rules(tournamentId: string): Promise<DisciplineRules>;
  saveRules(tournamentId: string, rules: DisciplineRules, by: string, at: string): Promise<void>;
  decisions(tournamentId: string): Promise<DisciplineDecision[]>;
  /** Written once, never changed: the decisions are the audit trail. */
  addDecision(tournamentId: string, decision: DisciplineDecision): Promise<void>;
}

export function dynamoDisciplineRepository(db: Database): DisciplineRepository {
  const { disciplineRules, disciplineDecision } = db.entities;
  return {
    async rules(tournamentId) {
      const { data } = await disciplineRules.get({ tournamentId }).go();
      // Stored rules that no longer pass the contract (a limit tightened) fall back to the defaults rather than fail every read.
      const parsed = data ? disciplineRulesSchema.safeParse(JSON.parse(data.rules)) : null;
      return parsed?.success ? parsed.data : DEFAULT_DISCIPLINE_RULES;
    },
    async saveRules(tournamentId, rules, by, at) {
      await disciplineRules.put({ tournamentId, rules: JSON.stringify(rules), updatedAt: at, updatedBy: by }).go();
    },
    async decisions(tournamentId) {
      const { data } = await disciplineDecision.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(({ tournamentId: _t, ...decision }) => ({ ...decision, ...(decision.matches === undefined ? {} : { matches: decision.matches }) }) as DisciplineDecision);
    },
    async addDecision(tournamentId, decision) {
      await disciplineDecision.create({ tournamentId, ...decision }).go();
    },
  };
}
