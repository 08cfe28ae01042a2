import { logger } from './observability/logger';

/**
 * Undo steps for a change that spans systems without a shared transaction (Cognito and DynamoDB). Each
 * completed step registers its undo; on failure they run newest first, so the change lands in both
 * systems or in neither. An undo that itself fails is logged for an operator, never swallowed silently.
 */
export class Compensations {
  private readonly undos: { name: string; undo: () => Promise<unknown> }[] = [];

  add(name: string, undo: () => Promise<unknown>): void {
    this.undos.push({ name, undo });
  }

  async rollback(): Promise<void> {
    for (const { name, undo } of this.undos.reverse()) {
      try {
        await undo();
      } catch (error) {
        logger.error('Compensation failed: manual repair needed', { step: name, error: error instanceof Error ? error : String(error) });
      }
    }
  }

  /** Runs `work`; if it throws, rolls back what was registered and rethrows. */
  static async run<T>(work: (compensations: Compensations) => Promise<T>): Promise<T> {
    const compensations = new Compensations();
    try {
      return await work(compensations);
    } catch (error) {
      await compensations.rollback();
      throw error;
    }
  }
}
