import { formatServerMessage, statementCsv, summaryCsv, type Locale, type PayWords } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import type { RefereePayPorts } from '../ports';
import { getStatement, getSummary } from './pay';
import { statementLocale } from './officiated';
import { renderStatementPdf } from './statement-pdf';

export interface PayFile {
  fileName: string;
  content: string | Uint8Array;
}

const wordsIn =
  (locale: Locale): PayWords =>
  (id, values) =>
    formatServerMessage(locale, { id, ...(values ? { values } : {}) });

const slug = (text: string, fallback: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || fallback;

/** A referee's statement as CSV, in the language asked for, else the referee's own. */
export async function statementCsvFile(ports: RefereePayPorts, actor: Actor, orgId: string | undefined, tournamentId: string, refereeId: string, lang: Locale | undefined): Promise<PayFile> {
  const answer = await getStatement(ports, actor, orgId, tournamentId, refereeId);
  const locale = await statementLocale(ports, refereeId, lang);
  return { fileName: `${slug(answer.tournamentName, 'tournament')}-${slug(answer.statement.refereeName, 'referee')}-pay.csv`, content: statementCsv(answer.statement, wordsIn(locale)) };
}

export async function statementPdfFile(ports: RefereePayPorts, actor: Actor, orgId: string | undefined, tournamentId: string, refereeId: string, lang: Locale | undefined): Promise<PayFile> {
  const answer = await getStatement(ports, actor, orgId, tournamentId, refereeId);
  const locale = await statementLocale(ports, refereeId, lang);
  const content = await renderStatementPdf({ tournamentName: answer.tournamentName, statement: answer.statement, paid: answer.paid, locale, words: wordsIn(locale), createdAt: ports.clock.now() });
  return { fileName: `${slug(answer.tournamentName, 'tournament')}-${slug(answer.statement.refereeName, 'referee')}-pay.pdf`, content };
}

/** The organizer's payroll export, in the language asked for (else the browser's). */
export async function summaryCsvFile(ports: RefereePayPorts, actor: Actor, orgId: string | undefined, tournamentId: string, locale: Locale): Promise<PayFile> {
  const answer = await getSummary(ports, actor, orgId, tournamentId);
  const paid = new Set(answer.paid.map((payment) => payment.refereeId));
  return { fileName: `${slug(answer.tournamentName, 'tournament')}-referee-pay.csv`, content: summaryCsv(answer.summary, wordsIn(locale), paid) };
}
