import { describe, expect, it } from '@jest/globals';
import { registrationMail, type RegistrationMailLine } from './registration-mail';

const LINES: RegistrationMailLine[] = [
  { team: "O'Neil Lions", division: 'Boys U12', status: 'accepted', price: { currency: 'EUR', total: 15000, dueNow: 5000, balance: 10000, balanceDueOn: '2026-05-01', early: false } },
  { team: 'Riverside', division: 'Girls U14', status: 'waitlisted', position: 2 },
  { team: 'Hill FC', division: 'Boys U12', status: 'refused', reason: 'Too late' },
];

const mail = (language: 'en' | 'sv' | 'fr') => registrationMail({ to: 'club@example.org', name: 'Ana', tournamentName: 'Summer Cup', language, lines: LINES });

describe('the registration e-mail, worded by id from catalog/registration-mail', () => {
  it('says in English what the words table said, byte for byte', () => {
    const english = mail('en');
    expect(english.subject).toBe('Your registration for Summer Cup');
    expect(english.text).toBe(
      "Hello Ana,\n\nO'Neil Lions has a place in Boys U12. Entry fee €150.00: €50.00 now, the rest by 2026-05-01.\n\nRiverside is on the waiting list of Girls U14, number 2 in line.\n\nHill FC did not get a place in Boys U12: Too late\n\nReply to the organizers if anything is wrong. You will get an e-mail whenever this changes.\n",
    );
    expect(english.html).toContain('O&#39;Neil Lions has a place in Boys U12.');
  });

  it('words each line in the club’s language, names and the reason as typed', () => {
    expect(mail('sv').subject).toBe('Er anmälan till Summer Cup');
    expect(mail('sv').text).toContain('Riverside står på reservlistan för Girls U14, som nummer 2 i kön.');
    expect(mail('fr').text).toContain("Riverside est sur la liste d'attente de Girls U14, en position 2.");
    expect(mail('fr').text).toContain("Hill FC n'a pas obtenu de place en Boys U12 : Too late");
  });

  it("tells the time to pay in the venue's time zone, named, and in UTC when the tournament has none", () => {
    const held: RegistrationMailLine = { ...LINES[0]!, price: { ...LINES[0]!.price!, balanceDueOn: null }, payBy: '2026-01-15T17:30:00.000Z' };
    const at = (timeZone: string | null) => registrationMail({ to: 'club@example.org', name: 'Ana', tournamentName: 'Summer Cup', language: 'en', timeZone, lines: [held] }).text;
    // 17:30 UTC in January is 18:30 in Gothenburg.
    expect(at('Europe/Stockholm')).toMatch(/Jan 15, 2026, 6:30\sPM GMT\+1/);
    expect(at(null)).toMatch(/Jan 15, 2026, 5:30\sPM UTC/);
    expect(at('Not/AZone')).toMatch(/5:30\sPM UTC/);
  });
});
