import type { ScheduleOutputWords } from '@pitchside/shared';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { printable } from '@pitchside/core';

/**
 * The printed schedule's layout, made for a clipboard at the pitch: A4 portrait, a table per pitch for
 * each day, 12–14 pt type, rows of 14 mm with two score boxes of 13 × 10 mm to write in, the group or
 * knockout round of every match, and the clock the times are on (the venue's) under the title. The
 * tournament's name and the day on every page, "Page n of N" at the foot. Black text, grey rules and a
 * light zebra only, so it reads the same on a black-and-white printer. Standard fonts (Helvetica), so
 * nothing is read from disk.
 *
 * pdf-lib is loaded on the first print, not when the function starts: the tournaments function also
 * answers the public reads, whose cold starts should not pay for it.
 */

export interface PrintRow {
  /** Kick-off in venue time ('09:30'), or '—' when not known yet. */
  kickOff: string;
  /** '–10:10', or '' without a kick-off. */
  ends: string;
  /** 'Group A', 'Semi-final', or ''. */
  stage: string;
  division: string;
  home: string;
  away: string;
  /** The written result of a completed match (its scores), else '' to write in. */
  homeScore: string;
  awayScore: string;
}

export interface PrintSection {
  /** 'Pitch 1', or 'No pitch' for matches without a field. */
  title: string;
  rows: PrintRow[];
}

export interface PrintDay {
  /** 'Tuesday 14 July 2026' */
  label: string;
  sections: PrintSection[];
}

export interface PrintDocument {
  title: string;
  /** Under the title on every page: the venue, and the pitch or team when the print is of one. */
  subtitle: string;
  /** Which clock the times are on ('Times are local time at the venue (Stockholm, Europe/Stockholm)'). */
  timeNote: string;
  days: PrintDay[];
  /** Printed on a page of its own when there is no day at all. */
  emptyMessage: string;
  /** Printed at the foot of each page. */
  printedAt: string;
  createdAt: Date;
  /** The fixed words, in the reader's language. */
  words: Pick<ScheduleOutputWords, 'headers' | 'pitchMatches' | 'continued' | 'page'>;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const ROW_HEIGHT = 40;
const HEADER_ROW_HEIGHT = 20;
const SECTION_TITLE_HEIGHT = 26;
const SECTION_GAP = 16;
const FOOTER_SPACE = 30;
const SCORE_BOX: [number, number] = [38, 28];

const COLUMN_WIDTHS = { kickOff: 62, stage: 98, home: 128, away: 128 } as const;
const SCORE_WIDTH = WIDTH - COLUMN_WIDTHS.kickOff - COLUMN_WIDTHS.stage - COLUMN_WIDTHS.home - COLUMN_WIDTHS.away;
const columns = ({ headers }: PrintDocument['words']): { label: string; width: number }[] => [
  { label: headers.kickOff, width: COLUMN_WIDTHS.kickOff },
  { label: headers.stage, width: COLUMN_WIDTHS.stage },
  { label: headers.home, width: COLUMN_WIDTHS.home },
  { label: headers.away, width: COLUMN_WIDTHS.away },
  { label: headers.score, width: SCORE_WIDTH },
];

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  characters: ReadonlySet<number>;
}

/** The text as the font can write it, cut with '…' to fit `width`. */
function fitted(text: string, font: PDFFont, size: number, width: number, characters: ReadonlySet<number>): string {
  const clean = printable(text, characters);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let low = 0;
  let high = clean.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(`${clean.slice(0, middle).trimEnd()}…`, size) <= width) low = middle;
    else high = middle - 1;
  }
  return `${clean.slice(0, low).trimEnd()}…`;
}

/** Up to two lines of words within `width` (a long team name wraps rather than shrinking); the second is cut with '…'. */
function wrapped(text: string, font: PDFFont, size: number, width: number, characters: ReadonlySet<number>): string[] {
  const clean = printable(text, characters);
  if (font.widthOfTextAtSize(clean, size) <= width) return [clean];
  const words = clean.split(' ');
  let first = '';
  let index = 0;
  for (; index < words.length; index++) {
    const next = first ? `${first} ${words[index]}` : (words[index] as string);
    if (font.widthOfTextAtSize(next, size) > width) break;
    first = next;
  }
  if (!first) return [fitted(clean, font, size, width, characters)];
  return [first, fitted(words.slice(index).join(' '), font, size, width, characters)];
}

export async function renderSchedulePdf(document: PrintDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, grayscale } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setCreator('Pitchside');
  pdf.setProducer('Pitchside');
  pdf.setCreationDate(document.createdAt);
  pdf.setModificationDate(document.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, characters: new Set(regular.getCharacterSet()) };
  const black = grayscale(0);
  const rule = grayscale(0.55);
  const zebra = grayscale(0.94);
  const headerFill = grayscale(0.85);

  let page: PDFPage = pdf.addPage(A4);
  let y = 0;
  const text = (value: string, x: number, at: number, size: number, font: PDFFont, width: number) => {
    page.drawText(fitted(value, font, size, width, fonts.characters), { x, y: at, size, font, color: black });
  };

  const newPage = (dayLabel: string, first: boolean) => {
    if (!first) page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
    text(document.title, MARGIN, y - 17, 18, bold, WIDTH);
    y -= 38;
    const dayWidth = dayLabel ? bold.widthOfTextAtSize(printable(dayLabel, fonts.characters), 14) : 0;
    if (dayLabel) text(dayLabel, MARGIN, y, 14, bold, WIDTH);
    if (document.subtitle) text(`${dayLabel ? '  ·  ' : ''}${document.subtitle}`, MARGIN + dayWidth, y, 12, regular, WIDTH - dayWidth);
    y -= 17;
    text(document.timeNote, MARGIN, y, 10, regular, WIDTH);
    y -= 9;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 1.2, color: black });
    y -= 14;
  };

  const tableHeader = () => {
    page.drawRectangle({ x: MARGIN, y: y - HEADER_ROW_HEIGHT, width: WIDTH, height: HEADER_ROW_HEIGHT, color: headerFill });
    let x = MARGIN;
    for (const column of columns(document.words)) {
      text(column.label, x + 5, y - HEADER_ROW_HEIGHT + 6, 10, bold, column.width - 10);
      x += column.width;
    }
    y -= HEADER_ROW_HEIGHT;
  };

  const sectionTitle = (title: string) => {
    text(title, MARGIN, y - 16, 15, bold, WIDTH);
    y -= SECTION_TITLE_HEIGHT;
  };

  const room = () => y - (MARGIN + FOOTER_SPACE);

  /** Two stacked lines in a cell (the second smaller), or one line centred when there is no second. */
  const cell = (lines: [string, number, PDFFont][], x: number, width: number) => {
    const top = y - (lines.length === 1 ? ROW_HEIGHT / 2 + 4 : ROW_HEIGHT / 2 - 3);
    lines.forEach(([value, size, font], index) => text(value, x + 5, top - index * (size + 3), size, font, width - 10));
  };

  const teamCell = (name: string, x: number, width: number) => {
    const lines = wrapped(name, regular, 12, width - 10, fonts.characters);
    if (lines.length === 1) {
      cell([[name, 12, regular]], x, width);
      return;
    }
    lines.forEach((line, index) => page.drawText(line, { x: x + 5, y: y - ROW_HEIGHT / 2 + 4 - index * 13, size: 11.5, font: regular, color: black }));
  };

  const scoreBoxes = (row: PrintRow, x: number) => {
    const [boxWidth, boxHeight] = SCORE_BOX;
    const gap = 14;
    const left = x + (SCORE_WIDTH - (2 * boxWidth + gap)) / 2;
    const bottom = y - ROW_HEIGHT + (ROW_HEIGHT - boxHeight) / 2;
    // Drawn home, dash, away: a reader (or a text extractor) reads a written result as '2 – 1'.
    const box = (index: number, score: string) => {
      const boxX = left + index * (boxWidth + gap);
      page.drawRectangle({ x: boxX, y: bottom, width: boxWidth, height: boxHeight, borderColor: black, borderWidth: 1, color: grayscale(1) });
      if (score) {
        const width = bold.widthOfTextAtSize(score, 15);
        page.drawText(score, { x: boxX + (boxWidth - width) / 2, y: bottom + 8, size: 15, font: bold, color: black });
      }
    };
    box(0, row.homeScore);
    const dash = bold.widthOfTextAtSize('–', 14);
    page.drawText('–', { x: left + boxWidth + (gap - dash) / 2, y: bottom + 9, size: 14, font: bold, color: black });
    box(1, row.awayScore);
  };

  const drawRow = (row: PrintRow, index: number) => {
    if (index % 2 === 1) page.drawRectangle({ x: MARGIN, y: y - ROW_HEIGHT, width: WIDTH, height: ROW_HEIGHT, color: zebra });
    let x = MARGIN;
    cell(
      row.ends
        ? [
            [row.kickOff, 14, bold],
            [row.ends, 9, regular],
          ]
        : [[row.kickOff, 14, bold]],
      x,
      COLUMN_WIDTHS.kickOff,
    );
    x += COLUMN_WIDTHS.kickOff;
    cell(
      row.stage
        ? [
            [row.stage, 11.5, bold],
            [row.division, 9, regular],
          ]
        : [[row.division, 11, regular]],
      x,
      COLUMN_WIDTHS.stage,
    );
    x += COLUMN_WIDTHS.stage;
    teamCell(row.home, x, COLUMN_WIDTHS.home);
    x += COLUMN_WIDTHS.home;
    teamCell(row.away, x, COLUMN_WIDTHS.away);
    x += COLUMN_WIDTHS.away;
    scoreBoxes(row, x);
    y -= ROW_HEIGHT;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.5, color: rule });
  };

  if (document.days.length === 0) {
    newPage('', true);
    text(document.emptyMessage, MARGIN, y - 16, 14, regular, WIDTH);
  }
  document.days.forEach((day, dayIndex) => {
    newPage(day.label, dayIndex === 0);
    if (day.sections.length === 0) text(document.emptyMessage, MARGIN, y - 16, 14, regular, WIDTH);
    for (const section of day.sections) {
      // Keep a title with its header and at least two rows; otherwise start the section on a new page.
      if (room() < SECTION_TITLE_HEIGHT + HEADER_ROW_HEIGHT + 2 * ROW_HEIGHT) newPage(day.label, false);
      sectionTitle(document.words.pitchMatches(section.title, section.rows.length));
      tableHeader();
      section.rows.forEach((row, index) => {
        if (room() < ROW_HEIGHT) {
          newPage(day.label, false);
          sectionTitle(document.words.continued(section.title));
          tableHeader();
        }
        drawRow(row, index);
      });
      y -= SECTION_GAP;
    }
  });

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    page = each;
    const label = printable(document.words.page(index + 1, pages.length), fonts.characters);
    const labelWidth = regular.widthOfTextAtSize(label, 9);
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 15 }, end: { x: MARGIN + WIDTH, y: MARGIN + 15 }, thickness: 0.5, color: rule });
    text(`${document.title} · ${document.printedAt}`, MARGIN, MARGIN, 9, regular, WIDTH - labelWidth - 16);
    page.drawText(label, { x: MARGIN + WIDTH - labelWidth, y: MARGIN, size: 9, font: regular, color: black });
  });
  return pdf.save();
}
