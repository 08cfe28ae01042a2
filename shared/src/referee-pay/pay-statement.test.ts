import { payRatesInputSchema, payRatesProblem, type PayRatesInput } from './pay-rates';
import { payStatement, paySummary, type WorkedMatch } from './pay-statement';
import { decimalAmount, statementCsv, summaryCsv, type PayWords } from './pay-csv';
import { REFEREE_PAY_EN } from '../i18n/catalog/referee-pay';

const rates: PayRatesInput = {
  currency: 'SEK',
  rates: [
    { age: 'u12', role: 'centre', fee: 25_000 },
    { age: 'u12', role: 'assistant', fee: 15_000 },
    { age: 'u15', role: 'centre', fee: 40_000 },
  ],
  travel: [{ venue: 'Heden 1', amount: 10_000 }],
};

const match = (over: Partial<WorkedMatch>): WorkedMatch => ({
  matchId: 'm1',
  date: '2026-07-14',
  time: '09:00',
  age: 'u12',
  division: 'Boys U12',
  homeTeam: 'Home',
  awayTeam: 'Away',
  venue: 'Heden 1',
  refereeId: 'anna',
  refereeName: 'Anna',
  role: 'centre',
  ...over,
});

const words: PayWords = (id, values) => Object.entries(values ?? {}).reduce<string>((text, [key, value]) => text.replace(`{${key}}`, String(value)), REFEREE_PAY_EN[id]);

describe('a referee pay statement', () => {
  const matches = [
    match({ matchId: 'm2', time: '11:00', role: 'assistant' }),
    match({ matchId: 'm1' }),
    match({ matchId: 'm3', date: '2026-07-15', age: 'u15', venue: 'Ullevi' }),
    match({ matchId: 'm4', age: 'u9' }),
    match({ matchId: 'other', refereeId: 'bo', refereeName: 'Bo' }),
  ];

  it('pays each match by age and role, in kick-off order, and only the referee’s own', () => {
    const statement = payStatement(rates, 'anna', 'Anna', matches);
    expect(statement.lines.map((line) => [line.matchId, line.role, line.fee])).toEqual([
      ['m1', 'centre', 25_000],
      ['m4', 'centre', null],
      ['m2', 'assistant', 15_000],
      ['m3', 'centre', 40_000],
    ]);
  });

  it('pays a venue’s travel allowance once a day, and none where no allowance is set', () => {
    const statement = payStatement(rates, 'anna', 'Anna', matches);
    expect(statement.allowances).toEqual([{ date: '2026-07-14', venue: 'Heden 1', amount: 10_000 }]);
    expect(statement.totals).toEqual({ matches: 4, fees: 80_000, allowances: 10_000, total: 90_000 });
  });

  it('sums per referee and per day to the same grand total', () => {
    const summary = paySummary(rates, matches);
    expect(summary.referees.map((row) => [row.refereeName, row.total])).toEqual([
      ['Anna', 90_000],
      ['Bo', 35_000],
    ]);
    expect(summary.days.map((row) => [row.date, row.matches, row.total])).toEqual([
      ['2026-07-14', 4, 85_000],
      ['2026-07-15', 1, 40_000],
    ]);
    expect(summary.totals.total).toBe(125_000);
    expect(summary.days.reduce((sum, row) => sum + row.total, 0)).toBe(summary.totals.total);
  });

  it('writes the statement and the payroll summary as CSV with plain decimals and no formula', () => {
    const csv = statementCsv(payStatement(rates, 'anna', 'Anna', [match({ homeTeam: '=HYPERLINK("x")' })]), words);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Time,Match,Age,Role,Venue,Currency,Fee,Travel allowance');
    expect(lines[1]).toBe(`2026-07-14,09:00,"'=HYPERLINK(""x"") – Away",u12,Referee,Heden 1,SEK,250.00,`);
    expect(lines.at(-1)).toBe('Total,,,,,,SEK,350.00,');
    const payroll = summaryCsv(paySummary(rates, matches), words, new Set(['bo']))
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(payroll[2]).toBe('Bo,bo,1,SEK,250.00,100.00,350.00,Paid');
    expect(payroll.at(-1)).toBe('Total,,5,SEK,1050.00,200.00,1250.00,');
  });

  it('knows currencies without cents', () => {
    expect(decimalAmount(1500, 'JPY')).toBe('1500');
    expect(decimalAmount(1500, 'EUR')).toBe('15.00');
  });
});

describe('a rate card', () => {
  it('refuses a second rate for one age and role, and a venue twice', () => {
    expect(payRatesProblem({ ...rates, rates: [...rates.rates, { age: 'u12', role: 'centre', fee: 1 }] })).toBe('refereePay.rateTwice');
    expect(payRatesProblem({ ...rates, travel: [...rates.travel, { venue: 'heden 1', amount: 1 }] })).toBe('refereePay.venueTwice');
    expect(payRatesProblem(rates)).toBeNull();
  });

  it('takes amounts in whole minor units within the limit, and an ISO currency', () => {
    expect(payRatesInputSchema.safeParse({ ...rates, currency: 'sek' }).data?.currency).toBe('SEK');
    expect(payRatesInputSchema.safeParse({ ...rates, rates: [{ age: 'u12', role: 'centre', fee: 12.5 }] }).success).toBe(false);
    expect(payRatesInputSchema.safeParse({ ...rates, rates: [{ age: 'u12', role: 'centre', fee: 10_000_001 }] }).success).toBe(false);
    expect(payRatesInputSchema.safeParse({ ...rates, currency: 'KRONA' }).success).toBe(false);
  });
});
