import { DEFAULT_DISCIPLINE_RULES, type DisciplineDecision, type DisciplineRules } from '@pitchside/shared';
import type { DisciplineRepository } from '../adapters/discipline-store';

/** The same in memory, for use-case tests; held to the DynamoDB one by the repository contract suite. */
export function inMemoryDisciplineRepository(): DisciplineRepository {
  const rules = new Map<string, DisciplineRules>();
  const decisions = new Map<string, DisciplineDecision[]>();
  return {
    rules: async (tournamentId) => structuredClone(rules.get(tournamentId) ?? DEFAULT_DISCIPLINE_RULES),
    saveRules: async (tournamentId, value) => void rules.set(tournamentId, structuredClone(value)),
    decisions: async (tournamentId) => structuredClone(decisions.get(tournamentId) ?? []),
    addDecision: async (tournamentId, decision) => {
      const existing = decisions.get(tournamentId) ?? [];
      if (existing.some((d) => d.decisionId === decision.decisionId)) throw new Error('The decision is already stored');
      decisions.set(tournamentId, [...existing, structuredClone(decision)]);
    },
  };
}
