import * as fc from 'fast-check';
import { AGES } from '../constants/ages';
import { GENDERS } from '../constants/genders';
import { applicationInputSchema, entryDecisionInputSchema, registrationSettingsInputSchema } from './registration-api';
import { divisionMisfit, localDateIn, positionOfTicket, priceDue, registrationPhase, waitingLine, wallClockToInstant, type EntryStatus } from './registration-rules';

describe('division fit', () => {
  it('lets a team play up but never down', () => {
    expect(divisionMisfit({ age: 'u10', gender: 'boys' }, { age: 'u12', gender: 'boys' })).toBeNull();
    expect(divisionMisfit({ age: 'u12', gender: 'boys' }, { age: 'u12', gender: 'boys' })).toBeNull();
    expect(divisionMisfit({ age: 'u14', gender: 'boys' }, { age: 'u12', gender: 'boys' })).toBe('tooOld');
  });

  it('keeps girls divisions for girls, lets mixed teams into boys divisions, and takes everyone in mixed ones', () => {
    expect(divisionMisfit({ age: 'u12', gender: 'boys' }, { age: 'u12', gender: 'girls' })).toBe('gender');
    expect(divisionMisfit({ age: 'u12', gender: 'mixed' }, { age: 'u12', gender: 'girls' })).toBe('gender');
    expect(divisionMisfit({ age: 'u12', gender: 'girls' }, { age: 'u12', gender: 'boys' })).toBe('gender');
    expect(divisionMisfit({ age: 'u12', gender: 'mixed' }, { age: 'u12', gender: 'boys' })).toBeNull();
    for (const gender of GENDERS) expect(divisionMisfit({ age: 'u12', gender }, { age: 'u12', gender: 'mixed' })).toBeNull();
  });

  it('a team fits its own age and gender, for every age and gender', () => {
    for (const age of AGES) for (const gender of GENDERS) expect(divisionMisfit({ age, gender }, { age, gender })).toBeNull();
  });
});

describe('price due', () => {
  const base = { entryFee: 100_00, currency: 'SEK', earlyFee: null, earlyUntil: null, deposit: null, balanceDueOn: null };

  it('is the whole fee now without an early price or a deposit', () => {
    expect(priceDue(base, new Date('2026-03-01T12:00:00Z'), 'Europe/Stockholm')).toEqual({ currency: 'SEK', total: 100_00, dueNow: 100_00, balance: 0, balanceDueOn: null, early: false });
  });

  it('takes the early price up to and including its last day, in venue time', () => {
    const settings = { ...base, earlyFee: 80_00, earlyUntil: '2026-03-01' };
    // 23:30 UTC on 1 March is already 2 March in Stockholm.
    expect(priceDue(settings, new Date('2026-03-01T22:30:00Z'), 'Europe/Stockholm').total).toBe(80_00);
    expect(priceDue(settings, new Date('2026-03-01T23:30:00Z'), 'Europe/Stockholm').total).toBe(100_00);
  });

  it('asks the deposit now and the rest by the balance date', () => {
    const due = priceDue({ ...base, earlyFee: 80_00, earlyUntil: '2026-12-31', deposit: 30_00, balanceDueOn: '2026-05-01' }, new Date('2026-03-01T12:00:00Z'), 'UTC');
    expect(due).toEqual({ currency: 'SEK', total: 80_00, dueNow: 30_00, balance: 50_00, balanceDueOn: '2026-05-01', early: true });
  });
});

describe('registration phase in venue time', () => {
  const settings = { state: 'open' as const, opensAt: '2026-03-01T09:00', closesAt: '2026-03-10T18:00' };

  it('opens at the venue wall-clock time', () => {
    expect(registrationPhase(settings, new Date('2026-03-01T07:59:00Z'), 'Europe/Stockholm')).toBe('notYetOpen');
    expect(registrationPhase(settings, new Date('2026-03-01T08:00:00Z'), 'Europe/Stockholm')).toBe('open');
    expect(registrationPhase(settings, new Date('2026-03-10T17:00:00Z'), 'Europe/Stockholm')).toBe('closed');
  });

  it('follows the organizer switch over the dates', () => {
    expect(registrationPhase({ ...settings, state: 'paused' }, new Date('2026-03-02T08:00:00Z'), 'UTC')).toBe('paused');
    expect(registrationPhase({ ...settings, state: 'closed' }, new Date('2026-03-02T08:00:00Z'), 'UTC')).toBe('closed');
  });

  it('turns wall-clock times into instants across a clock change', () => {
    expect(wallClockToInstant('2026-07-01T12:00', 'Europe/Stockholm').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(wallClockToInstant('2026-01-01T12:00', 'Europe/Stockholm').toISOString()).toBe('2026-01-01T11:00:00.000Z');
    expect(wallClockToInstant('2026-01-01T12:00', 'America/New_York').toISOString()).toBe('2026-01-01T17:00:00.000Z');
    expect(localDateIn('Pacific/Auckland', new Date('2026-01-01T12:00:00Z'))).toBe('2026-01-02');
  });
});

describe('the waiting line', () => {
  const statuses: EntryStatus[] = ['applied', 'accepted', 'waitlisted', 'refused', 'withdrawn'];

  it('orders waitlisted teams by ticket and numbers them from 1, without gaps or repeats', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 200 }), fc.array(fc.constantFrom(...statuses), { minLength: 200, maxLength: 200 }), (tickets, drawn) => {
        const entries = tickets.map((waitTicket, index) => ({ waitTicket, status: drawn[index] as EntryStatus }));
        const line = waitingLine(entries);
        expect(line.map((item) => item.position)).toEqual(line.map((_, index) => index + 1));
        expect(line).toHaveLength(entries.filter((entry) => entry.status === 'waitlisted').length);
        for (let index = 1; index < line.length; index++) expect(line[index]!.entry.waitTicket! > line[index - 1]!.entry.waitTicket!).toBe(true);
      }),
    );
  });

  it("a new ticket's position is its place in the line, whichever teams left it before", () => {
    // A line built by joins (ticket n+1) and leaves (any waiting team): the answer at joining must equal the line's numbering.
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constant({ kind: 'join' as const }),
            fc.nat({ max: 1_000 }).map((pick) => ({ kind: 'leave' as const, pick })),
          ),
          { maxLength: 300 },
        ),
        (steps) => {
          const entries: { waitTicket: number; status: EntryStatus }[] = [];
          let ticket = 0;
          let left = 0;
          for (const step of steps) {
            if (step.kind === 'join') {
              ticket += 1;
              const entry = { waitTicket: ticket, status: 'waitlisted' as EntryStatus };
              entries.push(entry);
              const position = waitingLine(entries).find((item) => item.entry === entry)?.position;
              expect(positionOfTicket(ticket, left)).toBe(position);
            } else {
              const waiting = entries.filter((entry) => entry.status === 'waitlisted');
              const leaving = waiting[step.pick % Math.max(1, waiting.length)];
              if (!leaving) continue;
              leaving.status = 'accepted';
              left += 1;
            }
          }
        },
      ),
    );
  });
});

describe('inputs', () => {
  const settings = { opensAt: '2026-03-01T09:00', closesAt: '2026-03-10T18:00', places: 16, entryFee: 1500_00, currency: 'sek' };

  it('reads settings with their defaults, the currency upper case', () => {
    const parsed = registrationSettingsInputSchema.parse(settings);
    expect(parsed).toMatchObject({ currency: 'SEK', review: 'firstCome', state: 'open', earlyFee: null, documents: [], terms: '' });
  });

  it('refuses settings that do not hold together', () => {
    const fails = (extra: object) => registrationSettingsInputSchema.safeParse({ ...settings, ...extra }).success === false;
    expect(fails({ closesAt: '2026-03-01T08:00' })).toBe(true);
    expect(fails({ earlyFee: 1000_00 })).toBe(true);
    expect(fails({ earlyFee: 2000_00, earlyUntil: '2026-03-05' })).toBe(true);
    expect(fails({ deposit: 1500_00, balanceDueOn: '2026-04-01' })).toBe(true);
    expect(fails({ terms: 'x'.repeat(5_001) })).toBe(true);
    expect(fails({ documents: Array.from({ length: 11 }, () => 'Passport') })).toBe(true);
    expect(fails({ places: 0 })).toBe(true);
    expect(fails({ opensAt: '2026-02-30T25:00' })).toBe(true);
  });

  it('limits an application: teams, lengths, terms accepted', () => {
    const team = { name: 'Lions U12', divisionId: 'u12-boys', age: 'u12', gender: 'boys' };
    const application = { idempotencyKey: 'key-12345678', club: 'Lions FC', contactName: 'Ana Berg', contactEmail: 'ana@example.com', language: 'sv', acceptTerms: true, teams: [team] };
    expect(applicationInputSchema.safeParse(application).success).toBe(true);
    expect(applicationInputSchema.safeParse({ ...application, teams: Array.from({ length: 11 }, () => team) }).success).toBe(false);
    expect(applicationInputSchema.safeParse({ ...application, teams: [] }).success).toBe(false);
    expect(applicationInputSchema.safeParse({ ...application, club: 'x'.repeat(101) }).success).toBe(false);
    expect(applicationInputSchema.safeParse({ ...application, acceptTerms: false }).success).toBe(false);
    expect(applicationInputSchema.safeParse({ ...application, idempotencyKey: 'short' }).success).toBe(false);
  });

  it('asks a reason to refuse and a division to move', () => {
    expect(entryDecisionInputSchema.safeParse({ action: 'refuse' }).success).toBe(false);
    expect(entryDecisionInputSchema.safeParse({ action: 'refuse', reason: 'Late' }).success).toBe(true);
    expect(entryDecisionInputSchema.safeParse({ action: 'move' }).success).toBe(false);
  });
});
