/**
 * Referees' match reports and pay in English (ICU MessageFormat), keyed by id: the refusals of the report
 * and pay routes, and the fixed words of a pay statement and the payroll summary (page, CSV, PDF). No
 * plural or select: the browser fills these without an ICU parser.
 */
export const REFEREE_PAY_EN = {
  'refereePay.report.notReferee': 'Only the referee of this match can file or amend its report',
  'refereePay.report.notCompleted': 'The report can be filed once the match is completed',
  'refereePay.report.resultChanged': 'The result changed since you opened the report: check it and file again',
  'refereePay.report.misconductMissing': 'Write a misconduct report for every red card',
  'refereePay.report.unknownCard': 'That card is not a red card of this match',
  'refereePay.report.changedMeanwhile': 'The report changed since you opened it: reload it and amend again',
  'refereePay.ratesLocked': 'Pay rates cannot change after a statement has been marked paid',
  'refereePay.alreadyPaid': 'This statement is already marked paid',
  'refereePay.noStatement': 'This referee has no paid work in this tournament',
  'refereePay.rateTwice': 'Each age and role may have one rate only',
  'refereePay.venueTwice': 'Each venue may have one allowance only',
  'refereePay.totalChanged': 'The statement changed since you opened it: check the new total and mark it paid again',
  'refereePay.words.statementTitle': 'Pay statement',
  'refereePay.words.summaryTitle': 'Referee pay summary',
  'refereePay.words.date': 'Date',
  'refereePay.words.time': 'Time',
  'refereePay.words.match': 'Match',
  'refereePay.words.age': 'Age',
  'refereePay.words.role': 'Role',
  'refereePay.words.venue': 'Venue',
  'refereePay.words.fee': 'Fee',
  'refereePay.words.allowance': 'Travel allowance',
  'refereePay.words.total': 'Total',
  'refereePay.words.referee': 'Referee',
  'refereePay.words.matches': 'Matches',
  'refereePay.words.fees': 'Fees',
  'refereePay.words.allowances': 'Allowances',
  'refereePay.words.currency': 'Currency',
  'refereePay.words.paid': 'Paid',
  'refereePay.words.paidOn': 'Paid on {date} by {name}',
  'refereePay.words.notPaid': 'Not paid yet',
  'refereePay.words.centre': 'Referee',
  'refereePay.words.assistant': 'Assistant referee',
  'refereePay.words.noRate': 'No rate set',
  'refereePay.words.page': 'Page {page} of {pages}',
} as const;

export type RefereePayMessageId = keyof typeof REFEREE_PAY_EN;
