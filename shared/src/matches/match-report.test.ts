import { fileMatchReportInputSchema, matchReportRefusal, misconductOf, type ReportedMatch } from './match-report';

const match: ReportedMatch = {
  status: 'completed',
  homeScore: 2,
  awayScore: 1,
  cards: [
    { id: 'red-1', playerId: 'p9', playerName: 'Nine', teamType: 'away', cardType: 'red' },
    { id: 'yellow-1', playerId: 'p4', playerName: 'Four', teamType: 'home', cardType: 'yellow' },
    { id: 'second-1', playerId: 'p5', playerName: 'Five', teamType: 'home', cardType: 'second_yellow' },
  ],
};
const misconduct = [{ cardId: 'red-1', description: 'Violent conduct', recommendedExtraMatches: 2 }];

describe('a match report', () => {
  it('is taken for a completed match with its result and a misconduct report for the red card', () => {
    expect(matchReportRefusal(match, { homeScore: 2, awayScore: 1, misconduct })).toBeNull();
    expect(misconductOf(match, { misconduct })).toEqual([{ cardId: 'red-1', playerId: 'p9', playerName: 'Nine', teamType: 'away', description: 'Violent conduct', recommendedExtraMatches: 2 }]);
  });

  it('is refused before full time, with another result, or without the red card’s report', () => {
    expect(matchReportRefusal({ ...match, status: 'in_progress' }, { homeScore: 2, awayScore: 1, misconduct })?.code).toBe('match_not_completed');
    expect(matchReportRefusal(match, { homeScore: 1, awayScore: 1, misconduct })?.code).toBe('result_changed');
    expect(matchReportRefusal(match, { homeScore: 2, awayScore: 1, misconduct: [] })?.code).toBe('misconduct_missing');
  });

  it('takes a misconduct report only for a red card of the match, once', () => {
    expect(matchReportRefusal(match, { homeScore: 2, awayScore: 1, misconduct: [{ ...misconduct[0]!, cardId: 'yellow-1' }] })?.code).toBe('unknown_card');
    expect(matchReportRefusal(match, { homeScore: 2, awayScore: 1, misconduct: [...misconduct, ...misconduct] })?.code).toBe('unknown_card');
  });

  it('bounds every text and the recommended extra matches', () => {
    const base = { homeScore: 2, awayScore: 1, misconduct };
    expect(fileMatchReportInputSchema.safeParse({ ...base, notes: 'x'.repeat(2001) }).success).toBe(false);
    expect(fileMatchReportInputSchema.safeParse({ ...base, misconduct: [{ ...misconduct[0], recommendedExtraMatches: 11 }] }).success).toBe(false);
    expect(fileMatchReportInputSchema.safeParse({ ...base, misconduct: [{ ...misconduct[0], description: '   ' }] }).success).toBe(false);
    expect(fileMatchReportInputSchema.safeParse({ ...base, notes: 'a\u0000b' }).success).toBe(false);
  });
});
