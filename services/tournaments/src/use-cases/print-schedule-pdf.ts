import type { PDFFont, PDFPage } from 'pdf-lib';
import { printable } from './print-text';

/**
 * The printed schedule's layout: A4 portrait, a table per pitch for each day, the tournament's name and
 * the day on every page, "Page n of N" at the foot. Black text, grey rules and a light zebra only, so it
 * reads the same on a black-and-white printer. Standard fonts (Helvetica), so nothing is read from disk.
 *
 * pdf-lib is loaded on the first print, not when the function starts: the tournaments function also
 * answers the public reads, whose cold starts should not pay for it.
 */

export interface PrintRow {
  time: string;
  division: string;
  bracket: string;
  home: string;
  away: string;
  result: string;
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
  /** Under the title on every page: the venue, and the pitch when the print is of one pitch. */
  subtitle: string;
  days: PrintDay[];
  /** Printed at the foot of each page. */
  printedAt: string;
  createdAt: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const ROW_HEIGHT = 17;
const HEADER_ROW_HEIGHT = 16;
const SECTION_GAP = 14;
const FOOTER_SPACE = 34;
const TEXT_SIZE = 9;

const COLUMNS: { key: keyof PrintRow; label: string; width: number }[] = [
  // Wide enough for a late match's '10:45 (+20)–11:35' in bold.
  { key: 'time', label: 'Time', width: 88 },
  { key: 'division', label: 'Division', width: 97 },
  { key: 'bracket', label: 'Group', width: 45 },
  { key: 'home', label: 'Home', width: 120 },
  { key: 'away', label: 'Away', width: 120 },
  { key: 'result', label: 'Result', width: WIDTH - 88 - 97 - 45 - 120 - 120 },
];

interface Fonts { regular: PDFFont; bold: PDFFont; characters: ReadonlySet<number> }

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
  const zebra = grayscale(0.93);
  const headerFill = grayscale(0.82);

  let page: PDFPage = pdf.addPage(A4);
  let y = 0;
  const text = (value: string, x: number, at: number, size: number, font: PDFFont, width: number) => {
    page.drawText(fitted(value, font, size, width, fonts.characters), { x, y: at, size, font, color: black });
  };

  const newPage = (dayLabel: string, first: boolean) => {
    if (!first) page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
    text(document.title, MARGIN, y - 14, 15, bold, WIDTH);
    y -= 30;
    text([dayLabel, document.subtitle].filter(Boolean).join('  ·  '), MARGIN, y - 1, 10.5, regular, WIDTH);
    y -= 10;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 1, color: black });
    y -= 16;
  };

  const tableHeader = () => {
    page.drawRectangle({ x: MARGIN, y: y - HEADER_ROW_HEIGHT, width: WIDTH, height: HEADER_ROW_HEIGHT, color: headerFill });
    let x = MARGIN;
    for (const column of COLUMNS) {
      text(column.label, x + 4, y - HEADER_ROW_HEIGHT + 5, 8.5, bold, column.width - 8);
      x += column.width;
    }
    y -= HEADER_ROW_HEIGHT;
  };

  const sectionTitle = (title: string) => {
    text(title, MARGIN, y - 12, 12, bold, WIDTH);
    y -= 20;
  };

  const room = () => y - (MARGIN + FOOTER_SPACE);

  document.days.forEach((day, dayIndex) => {
    newPage(day.label, dayIndex === 0);
    if (day.sections.length === 0) text('No matches on this day.', MARGIN, y - 12, 11, regular, WIDTH);
    for (const section of day.sections) {
      // Keep a title with its header and at least two rows; otherwise start the section on a new page.
      if (room() < 20 + HEADER_ROW_HEIGHT + 2 * ROW_HEIGHT) newPage(day.label, false);
      sectionTitle(`${section.title} (${section.rows.length} ${section.rows.length === 1 ? 'match' : 'matches'})`);
      tableHeader();
      section.rows.forEach((row, index) => {
        if (room() < ROW_HEIGHT) {
          newPage(day.label, false);
          sectionTitle(`${section.title} (continued)`);
          tableHeader();
        }
        if (index % 2 === 1) page.drawRectangle({ x: MARGIN, y: y - ROW_HEIGHT, width: WIDTH, height: ROW_HEIGHT, color: zebra });
        let x = MARGIN;
        for (const column of COLUMNS) {
          const font = column.key === 'time' || column.key === 'result' ? bold : regular;
          text(row[column.key], x + 4, y - ROW_HEIGHT + 5.5, TEXT_SIZE, font, column.width - 8);
          x += column.width;
        }
        y -= ROW_HEIGHT;
        page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.4, color: rule });
      });
      y -= SECTION_GAP;
    }
  });

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    page = each;
    const label = `Page ${index + 1} of ${pages.length}`;
    const labelWidth = regular.widthOfTextAtSize(label, 8);
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: MARGIN + WIDTH, y: MARGIN + 14 }, thickness: 0.4, color: rule });
    text(`${document.title} · ${document.printedAt}`, MARGIN, MARGIN, 8, regular, WIDTH - labelWidth - 16);
    page.drawText(label, { x: MARGIN + WIDTH - labelWidth, y: MARGIN, size: 8, font: regular, color: black });
  });
  return pdf.save();
}
