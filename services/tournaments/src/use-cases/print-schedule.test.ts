import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Actor } from '@pitchside/core';
import type { MatchRecord } from '@pitchside/core/data';
import { inMemoryTournamentsPorts } from '../testing/in-memory-ports';
import { drawnText } from '../testing/drawn-text';
import { printSchedule, printScheduleQuerySchema, publicPrintSchedule } from './print-schedule';
import { printable } from '@pitchside/core';
import { createTournament } from './tournaments';

const actor = (uid: string, roles: Actor['roles']): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles });
const ada = actor('ada', ['admin']);

async function world(matchCount: number, fields: (index: number) => Partial<MatchRecord> = () => ({})) {
  const memory = inMemoryTournamentsPorts();
  memory.member('org-a', 'ada', { admin: true });
  memory.member('org-b', 'bo', { admin: true });
  const { tournament } = await createTournament(memory.ports, ada, undefined, {
    name: 'Łódź & Ålesund Cup',
    type: 'tournament',
    days: 'weekends',
    startDate: '2026-07-14',
    endDate: '2026-07-15',
    venue: 'Heden',
    ageGroups: ['u12'],
    genders: ['boys'],
    teamCount: 0,
    firstHalfDuration: 1500,
    breakDuration: 300,
    secondHalfDuration: 1500,
  });
  const fixtures = Array.from({ length: matchCount }, (_, index) => ({
    tournamentId: tournament.tournamentId,
    matchId: `m-${String(index).padStart(4, '0')}`,
    division: 'Boys U12',
    age: 'u12' as const,
    gender: 'boys' as const,
    date: '2026-07-14',
    time: `${String(8 + (Math.floor(index / 6) % 12)).padStart(2, '0')}:${String((index % 6) * 10).padStart(2, '0')}`,
    field: `Pitch ${(index % 4) + 1}`,
    homeTeam: `Home ${index}`,
    awayTeam: `Away ${index}`,
    source: 'manual' as const,
    ...fields(index),
  }));
  await memory.ports.matches.addFixtures(fixtures);
  return { ports: memory.ports, tournamentId: tournament.tournamentId };
}

describe('printing the schedule', () => {
  it('prints a late match at its expected time with the delay, and an on-time one as published (running late)', async () => {
    const { ports, tournamentId } = await world(2, (index) => (index === 0 ? { delayMinutes: 20 } : {}));
    const text = await drawnText((await printSchedule(ports, ada, undefined, tournamentId, { date: '2026-07-14' })).content);
    // The expected kick-off in large type, the delay beside the end under it.
    expect(text).toMatch(/08:20\s+\(\+20\) –09:15/);
    expect(text).toMatch(/08:10\s+–09:05/);
  });

  it('makes a valid A4 PDF, one page per day when a day fits', async () => {
    const { ports, tournamentId } = await world(8);
    const printed = await printSchedule(ports, ada, undefined, tournamentId, { date: '2026-07-14' });
    expect(Buffer.from(printed.content.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(printed.fileName).toBe('schedule-łodz-alesund-cup-2026-07-14.pdf');
    const document = await PDFDocument.load(printed.content);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const text = await drawnText(printed.content);
    expect(text).toContain('Lódz & Ålesund Cup');
    expect(text).toContain('Tuesday 14 July 2026');
    expect(text).toContain('Pitch 1 (2 matches)');
    expect(text).toContain('08:00\n\u201308:55');
    expect(text).toContain('Page 1 of 1');
  });

  it('runs over several pages for many matches, repeating the title and numbering every page', async () => {
    const { ports, tournamentId } = await world(240);
    const printed = await printSchedule(ports, ada, undefined, tournamentId, { date: '2026-07-14' });
    const document = await PDFDocument.load(printed.content);
    const pages = document.getPageCount();
    // 240 rows of 40 pt (14 mm, room to write a score) on pages of about 680 pt of table: about 16 a page.
    expect(pages).toBeGreaterThan(12);
    expect(pages).toBeLessThan(24);
    const text = await drawnText(printed.content);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain('(continued)');
    expect(text.match(/Lódz & Ålesund Cup/g)?.length).toBeGreaterThanOrEqual(pages);
  });

  it('prints one pitch when asked, by its key, and says so when a day has no match', async () => {
    const { ports, tournamentId } = await world(12);
    const one = await drawnText((await printSchedule(ports, ada, undefined, tournamentId, { date: '2026-07-14', pitch: 'pitch-2' })).content);
    expect(one).toContain('Pitch 2 (3 matches)');
    expect(one).not.toContain('Pitch 1 (');
    const none = await drawnText((await printSchedule(ports, ada, undefined, tournamentId, { date: '2026-07-20' })).content);
    expect(none).toContain('No matches on this day.');
  });

  it('prints every day, each from a new page, without a date', async () => {
    const { ports, tournamentId } = await world(8, (index) => ({ date: index < 4 ? '2026-07-14' : '2026-07-15' }));
    const printed = await printSchedule(ports, ada, undefined, tournamentId, {});
    expect((await PDFDocument.load(printed.content)).getPageCount()).toBe(2);
    expect(printed.fileName).toBe('schedule-łodz-alesund-cup.pdf');
  });

  it('writes names the standard fonts cannot encode with their base letters, never failing', async () => {
    const { ports, tournamentId } = await world(
      3,
      (index) =>
        [
          { homeTeam: 'Łódź Øst', awayTeam: 'Šiauliai Ōita' },
          { homeTeam: 'Спартак', awayTeam: 'Ολυμπιακός ⚽' },
          { homeTeam: 'Ærø Ünited', awayTeam: 'Đakovo Iğdır Sânmartin Ş' },
        ][index] ?? {},
    );
    // A long name wraps onto a second line rather than shrinking: read the lines as one text.
    const text = (await drawnText((await printSchedule(ports, ada, undefined, tournamentId, { date: '2026-07-14' })).content)).replace(/\n/g, ' ');
    expect(text).toContain('Lódz Øst');
    expect(text).toContain('Šiauliai Oita');
    expect(text).toContain('Ærø Ünited');
    expect(text).toContain('Dakovo Igdir Sânmartin S');
    expect(text).toContain('???????');
  });

  it('is the tournament organization\u2019s: another organization\u2019s admin is told it does not exist', async () => {
    const { ports, tournamentId } = await world(1);
    await expect(printSchedule(ports, actor('bo', ['admin']), undefined, tournamentId, {})).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a date that is not YYYY-MM-DD and unknown parameters', () => {
    expect(printScheduleQuerySchema.safeParse({ date: '14/07/2026' }).success).toBe(false);
    expect(printScheduleQuerySchema.safeParse({ date: '2026-07-14', extra: '1' }).success).toBe(false);
    expect(printScheduleQuerySchema.parse({ date: '2026-07-14', pitch: ' pitch-1 ' })).toEqual({ date: '2026-07-14', pitch: 'pitch-1' });
  });

  it('names each match\u2019s group or knockout round, and says which clock the times are on', async () => {
    const { ports, tournamentId } = await world(
      3,
      (index) =>
        [
          { bracket: 'Group A' },
          { bracket: null, group: 'B' } as Partial<MatchRecord>,
          { stage: 'knockout', knockoutCode: 'SF1', roundName: 'Semi-final', homeTeam: 'Winner Group A', awayTeam: '2nd Group B', bracket: null } as Partial<MatchRecord>,
        ][index] ?? {},
    );
    await ports.tournaments.update(tournamentId, { timeZone: 'Europe/Stockholm' }, 1);
    const text = await drawnText((await printSchedule(ports, ada, undefined, tournamentId, { date: '2026-07-14' })).content);
    expect(text).toContain('Group A');
    expect(text).toContain('Group B');
    expect(text).toContain('Semi-final');
    expect(text).toContain('Times are local time at the venue (Stockholm, Europe/Stockholm)');
    // The print stamp is the venue's clock: 10:00 UTC is 12:00 in Stockholm in November (+1)… in the in-memory clock's November.
    expect(text).toMatch(/printed 2026-11-21 11:00 Stockholm time/);
  });

  it('answers 404 for a pitch or team no match names, instead of printing blank paper', async () => {
    const { ports, tournamentId } = await world(4);
    await expect(printSchedule(ports, ada, undefined, tournamentId, { pitch: 'north-9' })).rejects.toMatchObject({ status: 404, message: "No matches on a pitch called 'north-9' in this tournament" });
    await expect(printSchedule(ports, ada, undefined, tournamentId, { team: 'nobody' })).rejects.toMatchObject({ status: 404 });
  });

  it('prints one team\u2019s matches by its key', async () => {
    const { ports, tournamentId } = await world(4, (index) => ({ homeTeamKey: `home-${index}`, awayTeamKey: `away-${index}` }));
    const printed = await printSchedule(ports, ada, undefined, tournamentId, { team: 'home-2' });
    const text = await drawnText(printed.content);
    expect(text).toContain('Home 2');
    expect(text).not.toContain('Home 1\n');
    expect(printed.fileName).toBe('schedule-łodz-alesund-cup-home-2.pdf');
  });
});

describe('the public printout', () => {
  it('is a published tournament\u2019s only, and shows no score of an age group that hides results', async () => {
    const { ports, tournamentId } = await world(2, () => ({ status: 'completed', homeScore: 7, awayScore: 5 }) as Partial<MatchRecord>);
    const hidden = new Set<string>();
    const publicPorts = { ...ports, publicReads: { hiddenAges: async () => hidden } };
    await expect(publicPrintSchedule(publicPorts, tournamentId, {})).rejects.toMatchObject({ status: 404 });
    await ports.tournaments.setDraft(tournamentId, false, '2026-07-01T00:00:00Z');
    expect(await drawnText((await publicPrintSchedule(publicPorts, tournamentId, {})).content)).toContain('7\n\u2013\n5');
    hidden.add('u12');
    expect(await drawnText((await publicPrintSchedule(publicPorts, tournamentId, {})).content)).not.toContain('7\n\u2013\n5');
  });
});

describe('printable', () => {
  it('keeps what WinAnsi has and falls back for the rest', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const characters = new Set(font.getCharacterSet());
    expect(printable('Øresund – “Café” ß €', characters)).toBe('Øresund – “Café” ß €');
    expect(printable('Łukasz Bałdyga', characters)).toBe('Lukasz Baldyga');
    expect(printable('Cafe\u0301 tab\there\nline', characters)).toBe('Café tab here line');
    expect(printable('A\u200dB\ufe0f 😀', characters)).toBe('AB ?');
  });
});
