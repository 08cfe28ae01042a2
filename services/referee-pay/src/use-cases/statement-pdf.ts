import { formatPay, roleWord, type PaidRecord, type PayStatement, type PayWords } from '@pitchside/shared';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { printable } from '@pitchside/core';

/**
 * A referee's statement on A4 portrait: the tournament and referee, a row per match (date, time, match,
 * role, fee), the trips' allowances, the totals and whether it is paid. Standard fonts (Helvetica), black
 * and grey only. pdf-lib is loaded on the first PDF, so the JSON routes' cold starts never parse it.
 */
export interface StatementDocument {
  tournamentName: string;
  statement: PayStatement;
  paid: PaidRecord | null;
  locale: string;
  words: PayWords;
  createdAt: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const ROW = 18;
const COLUMNS = [72, 40, 200, 110, 93.28] as const;

export async function renderStatementPdf(document: StatementDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, grayscale } = await import('pdf-lib');
  const { statement, words } = document;
  const pdf = await PDFDocument.create();
  const title = `${words('refereePay.words.statementTitle')} · ${statement.refereeName}`;
  pdf.setTitle(printable(title, new Set()));
  pdf.setCreator('Pitchside');
  pdf.setProducer('Pitchside');
  pdf.setCreationDate(document.createdAt);
  pdf.setModificationDate(document.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const characters = new Set(regular.getCharacterSet());
  const money = (amount: number) => formatPay(amount, statement.currency, document.locale);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const fitted = (value: string, font: PDFFont, size: number, width: number) => {
    let clean = printable(value, characters);
    while (clean.length > 1 && font.widthOfTextAtSize(clean, size) > width) clean = `${clean.slice(0, -2)}…`;
    return printable(clean, characters);
  };
  const text = (value: string, x: number, size: number, font: PDFFont, width: number) => page.drawText(fitted(value, font, size, width), { x, y, size, font, color: grayscale(0) });
  const row = (cells: string[], font: PDFFont) => {
    if (y < MARGIN + ROW) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = COLUMNS[index] ?? 60;
      text(cell, x + 3, 10, font, width - 6);
      x += width;
    });
    y -= ROW;
  };

  text(words('refereePay.words.statementTitle'), MARGIN, 18, bold, WIDTH);
  y -= 24;
  text(`${statement.refereeName} · ${document.tournamentName}`, MARGIN, 12, regular, WIDTH);
  y -= 26;
  row([words('refereePay.words.date'), words('refereePay.words.time'), words('refereePay.words.match'), words('refereePay.words.role'), words('refereePay.words.fee')], bold);
  page.drawLine({ start: { x: MARGIN, y: y + ROW - 4 }, end: { x: MARGIN + WIDTH, y: y + ROW - 4 }, thickness: 0.8, color: grayscale(0.55) });
  for (const line of statement.lines) {
    row([line.date, line.time, `${line.homeTeam} – ${line.awayTeam}`, roleWord(words, line.role), line.fee === null ? words('refereePay.words.noRate') : money(line.fee)], regular);
  }
  for (const trip of statement.allowances) row([trip.date, '', `${words('refereePay.words.allowance')} · ${trip.venue}`, '', money(trip.amount)], regular);
  y -= 8;
  row(['', '', words('refereePay.words.fees'), '', money(statement.totals.fees)], regular);
  row(['', '', words('refereePay.words.allowances'), '', money(statement.totals.allowances)], regular);
  row(['', '', words('refereePay.words.total'), '', money(statement.totals.total)], bold);
  y -= 10;
  const paidOn = document.paid
    ? words('refereePay.words.paidOn', {
        date: new Intl.DateTimeFormat(document.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(document.paid.paidAt)),
        name: document.paid.paidByName,
      })
    : words('refereePay.words.notPaid');
  text(paidOn, MARGIN, 11, regular, WIDTH);
  return pdf.save();
}
