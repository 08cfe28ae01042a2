import { describe, expect, it } from '@jest/globals';
import { owesForPlace, payDeadline, payOverdue, unpaidSinceAfter, type TimeToPayEntry } from './time-to-pay';

const held = (extra: Partial<TimeToPayEntry> = {}): TimeToPayEntry => ({
  status: 'accepted',
  divisionId: 'boys-u12',
  unpaidSince: '2026-05-01T10:00:00.000Z',
  payment: { status: 'unpaid', dueNow: 500_00, paid: 0 },
  ...extra,
});

describe('the time to pay for a place (decision 0057)', () => {
  it('runs only for a team that holds a place, owes something now and has paid nothing', () => {
    expect(owesForPlace(held())).toBe(true);
    expect(owesForPlace(held({ status: 'waitlisted' }))).toBe(false);
    expect(owesForPlace(held({ payment: { status: 'deposit', dueNow: 500_00, paid: 500_00 } }))).toBe(false);
    expect(owesForPlace(held({ payment: { status: 'unpaid', dueNow: 0, paid: 0 } }))).toBe(false);
  });

  it('starts when a place is offered, keeps running when the team keeps it, stops when it has none', () => {
    const at = '2026-05-02T08:00:00.000Z';
    expect(unpaidSinceAfter(held({ status: 'waitlisted', unpaidSince: null }), { status: 'accepted' }, at)).toBe(at);
    expect(unpaidSinceAfter(held({ status: 'applied' }), { status: 'accepted' }, at)).toBe('2026-05-01T10:00:00.000Z');
    expect(unpaidSinceAfter(held(), { status: 'withdrawn' }, at)).toBeNull();
  });

  it('is overdue only once its hours have passed', () => {
    expect(payDeadline(held(), 48)).toBe('2026-05-03T10:00:00.000Z');
    expect(payOverdue(held(), 48, new Date('2026-05-03T09:59:59.000Z'))).toBe(false);
    expect(payOverdue(held(), 48, new Date('2026-05-03T10:00:00.000Z'))).toBe(true);
    expect(payOverdue(held({ payment: { status: 'paid', dueNow: 500_00, paid: 1500_00 } }), 48, new Date('2026-06-01T00:00:00.000Z'))).toBe(false);
  });
});
