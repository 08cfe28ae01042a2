import type { ScoreConfirmation } from '../entities/score-confirmation';
import { confirmScore } from './confirm-score';

const confirmation = (coachId: string, teamType: 'home' | 'away'): ScoreConfirmation => ({
  coachId,
  coachName: 'Coach',
  teamType,
  teamName: teamType === 'home' ? 'AIK' : 'IFK',
  confirmedAt: '2025-06-01T12:00:00.000Z',
});

describe('confirmScore', () => {
  it('adds a coach’s confirmation', () => {
    expect(confirmScore([], confirmation('c1', 'home'))).toEqual({ ok: true, confirmations: [confirmation('c1', 'home')] });
  });

  it('refuses a second confirmation of the same team by the same coach', () => {
    expect(confirmScore([confirmation('c1', 'home')], confirmation('c1', 'home'))).toEqual({
      ok: false,
      code: 'already_confirmed',
      message: 'You already confirmed the score for this team',
    });
  });

  it('lets the other team’s coach, or the same coach for the other team, confirm', () => {
    expect(confirmScore([confirmation('c1', 'home')], confirmation('c2', 'away')).ok).toBe(true);
    expect(confirmScore([confirmation('c1', 'home')], confirmation('c1', 'away')).ok).toBe(true);
  });
});
