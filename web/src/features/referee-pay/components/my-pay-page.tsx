import '../referee-pay.css';
import { FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { type MyStatementsAnswer } from '@pitchside/shared';
import { Alert, App, Button, Collapse, Table, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import { PageSpinner } from '../../../components/page-spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { serverLocale } from '../../../i18n/active-locale';
import { errorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useDownloadStatement, useMyStatements, useStatement } from '../api/referee-pay';
import { money } from './pay-money';

type Summary = MyStatementsAnswer['statements'][number];

/** /admin/pay: the signed-in referee's pay, one statement per tournament (matches, roles, fees, allowances, total), as a page, a CSV and a PDF. */
export function MyPayPage({ uid }: { uid: string }) {
  const intl = useIntl();
  const statements = useMyStatements();
  useDocumentTitle(intl.formatMessage({ id: 'payPage.myPay' }));
  return (
    <div className="ps-page">
      <header className="ps-page-header">
        <h1 className="ps-page-header__title">{intl.formatMessage({ id: 'payPage.myPay' })}</h1>
      </header>
      {statements.isPending && <PageSpinner />}
      {statements.isError && <Alert type="error" showIcon title={errorMessage(statements.error)} />}
      {statements.data?.statements.length === 0 && <p className="ps-muted">{intl.formatMessage({ id: 'payPage.noStatements' })}</p>}
      {statements.data && statements.data.statements.length > 0 && (
        <Collapse
          className="ps-referee-pay__statements"
          items={statements.data.statements.map((statement) => ({
            key: statement.tournamentId,
            label: (
              <span className="ps-referee-pay__statement-label">
                <span>{statement.tournamentName}</span>
                <strong>{money(intl, statement.totals.total, statement.currency)}</strong>
              </span>
            ),
            children: <StatementDetail uid={uid} summary={statement} />,
          }))}
        />
      )}
    </div>
  );
}

function StatementDetail({ uid, summary }: { uid: string; summary: Summary }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const statement = useStatement(summary.tournamentId, uid, true);
  const download = useDownloadStatement(summary.tournamentId, uid);
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (statement.isError) return <Alert type="error" showIcon title={errorMessage(statement.error)} />;
  if (!statement.data) return <PageSpinner />;
  const { statement: detail, paid } = statement.data;
  type Line = (typeof detail.lines)[number];
  const columns: TableColumnsType<Line> = [
    { title: say('payPage.date'), key: 'date', render: (_, line) => `${intl.formatDate(`${line.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })} ${line.time}` },
    { title: say('payPage.match'), key: 'match', render: (_, line) => `${line.homeTeam} – ${line.awayTeam}` },
    { title: say('payPage.role'), key: 'role', responsive: ['sm'], render: (_, line) => say(line.role === 'centre' ? 'payPage.centre' : 'payPage.assistant') },
    { title: say('payPage.fee'), key: 'fee', align: 'right', render: (_, line) => (line.fee === null ? say('payPage.noRate') : money(intl, line.fee, detail.currency)) },
  ];
  const save = (kind: 'csv' | 'pdf') =>
    download.mutate(
      { kind, lang: serverLocale() ?? 'en' },
      { onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? `pay.${kind}`), onError: (error) => void message.error(errorMessage(error)) },
    );
  return (
    <div className="ps-referee-pay__statement">
      <Table<Line> size="small" rowKey="matchId" columns={columns} dataSource={detail.lines} pagination={false} />
      {detail.allowances.length > 0 && (
        <ul className="ps-referee-pay__days">
          {detail.allowances.map((trip) => (
            <li key={`${trip.date}-${trip.venue}`}>
              {say('payPage.tripLine', {
                venue: trip.venue,
                date: intl.formatDate(`${trip.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                amount: money(intl, trip.amount, detail.currency),
              })}
            </li>
          ))}
        </ul>
      )}
      <dl className="ps-referee-pay__totals">
        <dt>{say('payPage.fees')}</dt>
        <dd>{money(intl, detail.totals.fees, detail.currency)}</dd>
        <dt>{say('payPage.allowances')}</dt>
        <dd>{money(intl, detail.totals.allowances, detail.currency)}</dd>
        <dt>{say('payPage.total')}</dt>
        <dd>
          <strong>{money(intl, detail.totals.total, detail.currency)}</strong>
        </dd>
      </dl>
      <p className="ps-muted">{paid ? say('payPage.paidOn', { date: intl.formatDate(paid.paidAt, { dateStyle: 'medium' }), name: paid.paidByName }) : say('payPage.notPaid')}</p>
      <div className="ps-referee-pay__actions">
        <Button icon={<FileTextOutlined aria-hidden />} onClick={() => save('csv')}>
          {say('payPage.downloadCsv')}
        </Button>
        <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => save('pdf')}>
          {say('payPage.downloadPdf')}
        </Button>
      </div>
    </div>
  );
}
