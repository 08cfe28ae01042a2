import { markStatementPaidInputSchema, myStatementsAnswerSchema, payFileQuerySchema, payRatesAnswerSchema, paySummaryAnswerSchema, statementAnswerSchema } from '../referee-pay/pay-api';
import { payRatesInputSchema } from '../referee-pay/pay-rates';
import { defineRoute } from '../platform/route-entry';

const ORGANIZERS = ['admin', 'tournamentadmin'] as const;
const PAY = '/api/tournaments/{tournamentId}/referee-pay';

export const getPayRatesRoute = /* @__PURE__ */ defineRoute({
  id: 'getPayRates',
  method: 'GET',
  path: `${PAY}/rates`,
  service: 'referee-pay',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: "The tournament's referee pay rates: a fee per age and role, a travel allowance per venue",
  ok: { status: 200, schema: payRatesAnswerSchema },
});

export const putPayRatesRoute = /* @__PURE__ */ defineRoute({
  id: 'putPayRates',
  method: 'PUT',
  path: `${PAY}/rates`,
  service: 'referee-pay',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'Set the whole rate card (minor units of its currency)',
  description: 'Refused with 409 `rates_locked` once any statement of the tournament is marked paid; nothing is written.',
  body: payRatesInputSchema,
  ok: { status: 200, schema: payRatesAnswerSchema },
});

export const paySummaryRoute = /* @__PURE__ */ defineRoute({
  id: 'paySummary',
  method: 'GET',
  path: `${PAY}/summary`,
  service: 'referee-pay',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'Totals per referee and per day, and which statements are paid',
  ok: { status: 200, schema: paySummaryAnswerSchema },
});

export const paySummaryCsvRoute = /* @__PURE__ */ defineRoute({
  id: 'paySummaryCsv',
  method: 'GET',
  path: `${PAY}/summary.csv`,
  service: 'referee-pay',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'The payroll export: one row per referee, then the total (CSV)',
  description: 'Query: `lang`, the language of the header row (else Accept-Language).',
  query: payFileQuerySchema,
  ok: { status: 200, file: 'text/csv', description: 'RFC 4180 CSV with a header row; amounts as plain decimals.' },
});

export const payStatementRoute = /* @__PURE__ */ defineRoute({
  id: 'payStatement',
  method: 'GET',
  path: `${PAY}/statements/{refereeId}`,
  service: 'referee-pay',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'referee'],
  summary: "A referee's statement: matches, roles, fees, allowances, total, and whether it is paid",
  description: 'The organizer, or that referee; another referee is refused.',
  ok: { status: 200, schema: statementAnswerSchema },
});

export const payStatementCsvRoute = /* @__PURE__ */ defineRoute({
  id: 'payStatementCsv',
  method: 'GET',
  path: `${PAY}/statements/{refereeId}/statement.csv`,
  service: 'referee-pay',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'referee'],
  summary: "A referee's statement as CSV, in their language",
  query: payFileQuerySchema,
  ok: { status: 200, file: 'text/csv', description: 'RFC 4180 CSV with a header row.' },
});

export const payStatementPdfRoute = /* @__PURE__ */ defineRoute({
  id: 'payStatementPdf',
  method: 'GET',
  path: `${PAY}/statements/{refereeId}/statement.pdf`,
  service: 'referee-pay',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'referee'],
  summary: "A referee's statement as a PDF, in their language",
  query: payFileQuerySchema,
  ok: { status: 200, file: 'application/pdf', description: 'A PDF, shown inline.' },
});

export const markStatementPaidRoute = /* @__PURE__ */ defineRoute({
  id: 'markStatementPaid',
  method: 'POST',
  path: `${PAY}/statements/{refereeId}/paid`,
  service: 'referee-pay',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'Mark a statement paid (who, when and the total are kept); locks the rates',
  description: 'Send the `total` shown: a statement that changed since is 409 `total_changed`; one already paid is 409 `already_paid`.',
  body: markStatementPaidInputSchema,
  ok: { status: 200, schema: statementAnswerSchema },
});

export const myPayStatementsRoute = /* @__PURE__ */ defineRoute({
  id: 'myPayStatements',
  method: 'GET',
  path: '/api/referee-pay/statements',
  service: 'referee-pay',
  auth: 'jwt',
  roles: ['referee'],
  summary: "The signed-in referee's statements, one per tournament they officiated in",
  ok: { status: 200, schema: myStatementsAnswerSchema },
});
