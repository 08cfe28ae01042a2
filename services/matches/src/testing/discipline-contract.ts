import { DEFAULT_DISCIPLINE_RULES, type DisciplineDecision } from '@pitchside/shared';
import type { DisciplineRepository } from '../adapters/discipline-store';

/**
 * What every DisciplineRepository keeps: the in-memory one (in-memory-discipline.test.ts) and the DynamoDB
 * one (tests/integration/discipline-contract.test.ts) pass the same cases, so the fake cannot drift.
 */
export function disciplineRepositoryContract(make: () => DisciplineRepository): void {
  const tournament = () => `t-discipline-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const decision = (decisionId: string, extra: Partial<DisciplineDecision> = {}): DisciplineDecision => ({
    decisionId,
    suspensionId: 'm1:p1:sent-off',
    action: 'overturn',
    reason: 'Video shows no foul',
    decidedAt: '2026-06-01T12:00:00.000Z',
    decidedBy: 'u1',
    decidedByName: 'Olga Organizer',
    ...extra,
  });

  it('answers the defaults until the rules are saved, then the saved rules', async () => {
    const repository = make();
    const id = tournament();
    expect(await repository.rules(id)).toEqual(DEFAULT_DISCIPLINE_RULES);
    const rules = {
      redCardMatches: 2,
      yellowCardsForSuspension: 4,
      yellowCardScope: 'group-stage' as const,
      divisions: [{ divisionId: 'd1', redCardMatches: 3, yellowCardsForSuspension: 2, yellowCardScope: 'tournament' as const }],
    };
    await repository.saveRules(id, rules, 'u1', '2026-06-01T12:00:00.000Z');
    expect(await repository.rules(id)).toEqual(rules);
    expect(await repository.rules(tournament())).toEqual(DEFAULT_DISCIPLINE_RULES);
  });

  it('keeps every decision of a tournament as written, an extension with its matches', async () => {
    const repository = make();
    const id = tournament();
    await repository.addDecision(id, decision('d1'));
    await repository.addDecision(id, decision('d2', { action: 'extend', matches: 2 }));
    const stored = await repository.decisions(id);
    expect([...stored].sort((a, b) => a.decisionId.localeCompare(b.decisionId))).toEqual([decision('d1'), decision('d2', { action: 'extend', matches: 2 })]);
    expect(await repository.decisions(tournament())).toEqual([]);
  });

  it('never overwrites a decision: the same id twice is refused', async () => {
    const repository = make();
    const id = tournament();
    await repository.addDecision(id, decision('d1'));
    await expect(repository.addDecision(id, decision('d1', { reason: 'Changed my mind' }))).rejects.toThrow();
    expect((await repository.decisions(id))[0]?.reason).toBe('Video shows no foul');
  });
}
