import '../referee-pay.css';
import { DownloadOutlined } from '@ant-design/icons';
import { REFEREE_PAY_LIMITS, type Age, type OfficialRole, type PayRatesAnswer, type TournamentDetail } from '@pitchside/shared';
import { Alert, App, Button, Input, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { StandaloneNumberField } from '../../../components/number-field';
import { serverLocale } from '../../../i18n/active-locale';
import { ageText } from '../../../i18n/age-label';
import { errorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useDownloadSummaryCsv, useMarkPaid, usePayRates, usePaySummary, useSavePayRates } from '../api/referee-pay';
import { money, toMajor, toMinor } from './pay-money';

/**
 * The organizer's referee pay (issue 34): the rate card (a fee per age and role, a travel allowance per
 * venue), then the summary per referee and per day, the payroll CSV, and "Mark paid" per statement.
 */
export function RefereePayTab({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const rates = usePayRates(orgId, tournament.tournamentId);
  return (
    <div className="ps-referee-pay">
      {rates.isError && <Alert type="error" showIcon title={errorMessage(rates.error)} />}
      {rates.data && <RatesCard key={rates.data.rates.updatedAt ?? 'new'} orgId={orgId} tournament={tournament} saved={rates.data.rates} />}
      <SummaryCard orgId={orgId} tournamentId={tournament.tournamentId} />
    </div>
  );
}

type Fees = Record<string, number | null>;
const feeKey = (age: string, role: OfficialRole) => `${age}/${role}`;

function RatesCard({ orgId, tournament, saved }: { orgId: string | undefined; tournament: TournamentDetail; saved: PayRatesAnswer['rates'] }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const save = useSavePayRates(orgId, tournament.tournamentId);
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [currency, setCurrency] = useState(saved.currency);
  const [fees, setFees] = useState<Fees>(() => Object.fromEntries(saved.rates.map((rate) => [feeKey(rate.age, rate.role), toMajor(rate.fee, saved.currency)])));
  const [travel, setTravel] = useState(() => saved.travel.map((entry) => ({ venue: entry.venue, amount: toMajor(entry.amount, saved.currency) as number | null })));
  const [problem, setProblem] = useState<string>();
  const ages = tournament.ageGroups as readonly Age[];

  const submit = async () => {
    const code = currency.trim().toUpperCase();
    const rateList = ages.flatMap((age) =>
      (['centre', 'assistant'] as const).flatMap((role) => {
        const fee = fees[feeKey(age, role)];
        return fee === null || fee === undefined ? [] : [{ age, role, fee: toMinor(fee, code) }];
      }),
    );
    const travelList = travel.filter((entry) => entry.venue.trim() && entry.amount !== null).map((entry) => ({ venue: entry.venue.trim(), amount: toMinor(entry.amount ?? 0, code) }));
    try {
      await save.mutateAsync({ currency: code, rates: rateList, travel: travelList });
      setProblem(undefined);
      void message.success(say('payPage.ratesSaved'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <section className="ps-card" aria-labelledby="pay-rates-title">
      <h2 className="ps-card__title" id="pay-rates-title">
        {say('payPage.ratesTitle')}
      </h2>
      {saved.locked && <Alert type="info" showIcon title={say('payPage.lockedNote')} />}
      <label htmlFor="pay-currency">{say('payPage.currency')}</label>
      <Input id="pay-currency" className="ps-referee-pay__currency" maxLength={3} value={currency} disabled={saved.locked} onChange={(event) => setCurrency(event.target.value)} />
      <table className="ps-referee-pay__rates">
        <thead>
          <tr>
            <th scope="col">{say('payPage.age')}</th>
            <th scope="col">{say('payPage.centreFee')}</th>
            <th scope="col">{say('payPage.assistantFee')}</th>
          </tr>
        </thead>
        <tbody>
          {ages.map((age) => (
            <tr key={age}>
              <th scope="row">{ageText(intl, age)}</th>
              {(['centre', 'assistant'] as const).map((role) => (
                <td key={role}>
                  <StandaloneNumberField
                    id={`fee-${age}-${role}`}
                    aria-label={say(role === 'centre' ? 'payPage.centreFeeFor' : 'payPage.assistantFeeFor', { age: ageText(intl, age) })}
                    min={0}
                    max={toMajor(REFEREE_PAY_LIMITS.amount, currency.toUpperCase() || 'EUR')}
                    decimals={2}
                    disabled={saved.locked}
                    value={fees[feeKey(age, role)] ?? null}
                    onChange={(value) => setFees((current) => ({ ...current, [feeKey(age, role)]: value }))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="ps-referee-pay__subtitle">{say('payPage.travelTitle')}</h3>
      {travel.map((entry, index) => (
        <div className="ps-referee-pay__travel" key={index}>
          <Input
            aria-label={say('payPage.venue')}
            placeholder={say('payPage.venue')}
            maxLength={REFEREE_PAY_LIMITS.venueName}
            disabled={saved.locked}
            value={entry.venue}
            onChange={(event) => setTravel((current) => current.map((row, at) => (at === index ? { ...row, venue: event.target.value } : row)))}
          />
          <StandaloneNumberField
            id={`travel-${index}`}
            aria-label={say('payPage.allowanceFor', { venue: entry.venue || '—' })}
            min={0}
            decimals={2}
            disabled={saved.locked}
            value={entry.amount}
            onChange={(value) => setTravel((current) => current.map((row, at) => (at === index ? { ...row, amount: value } : row)))}
          />
        </div>
      ))}
      {!saved.locked && (
        <Button onClick={() => setTravel((current) => [...current, { venue: '', amount: null }])} disabled={travel.length >= REFEREE_PAY_LIMITS.venues}>
          {say('payPage.addVenue')}
        </Button>
      )}
      {problem && <Alert type="error" showIcon title={problem} />}
      {!saved.locked && (
        <div className="ps-referee-pay__actions">
          <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
            {say('payPage.saveRates')}
          </Button>
        </div>
      )}
    </section>
  );
}

function SummaryCard({ orgId, tournamentId }: { orgId: string | undefined; tournamentId: string }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const summary = usePaySummary(orgId, tournamentId);
  const markPaid = useMarkPaid(orgId, tournamentId);
  const csv = useDownloadSummaryCsv(orgId, tournamentId);
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (summary.isError) return <Alert type="error" showIcon title={errorMessage(summary.error)} />;
  const data = summary.data;
  const currency = data?.summary.currency ?? 'EUR';
  const paidBy = new Map((data?.paid ?? []).map((paid) => [paid.refereeId, paid]));
  type Row = NonNullable<typeof data>['summary']['referees'][number];

  const columns: TableColumnsType<Row> = [
    { title: say('payPage.referee'), dataIndex: 'refereeName', key: 'name' },
    { title: say('payPage.matches'), dataIndex: 'matches', key: 'matches', align: 'right' },
    { title: say('payPage.fees'), key: 'fees', align: 'right', responsive: ['sm'], render: (_, row) => money(intl, row.fees, currency) },
    { title: say('payPage.allowances'), key: 'allowances', align: 'right', responsive: ['sm'], render: (_, row) => money(intl, row.allowances, currency) },
    { title: say('payPage.total'), key: 'total', align: 'right', render: (_, row) => <strong>{money(intl, row.total, currency)}</strong> },
    {
      title: say('payPage.status'),
      key: 'paid',
      render: (_, row) => {
        const paid = paidBy.get(row.refereeId);
        if (paid) return say('payPage.paidOn', { date: intl.formatDate(paid.paidAt, { dateStyle: 'medium' }), name: paid.paidByName });
        return (
          <Popconfirm
            title={say('payPage.markPaidConfirm', { name: row.refereeName, total: money(intl, row.total, currency) })}
            okText={say('payPage.markPaid')}
            cancelText={say('payPage.cancel')}
            onConfirm={() =>
              markPaid.mutateAsync({ refereeId: row.refereeId, total: row.total }).then(
                () => void message.success(say('payPage.markedPaid', { name: row.refereeName })),
                (error: unknown) => void message.error(errorMessage(error)),
              )
            }
          >
            <Button size="small">{say('payPage.markPaid')}</Button>
          </Popconfirm>
        );
      },
    },
  ];

  const download = () =>
    csv.mutate(serverLocale() ?? 'en', {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'referee-pay.csv'),
      onError: (error) => void message.error(errorMessage(error)),
    });

  return (
    <section className="ps-card" aria-labelledby="pay-summary-title">
      <div className="ps-referee-pay__head">
        <h2 className="ps-card__title" id="pay-summary-title">
          {say('payPage.summaryTitle')}
        </h2>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download} loading={csv.isPending}>
          {say('payPage.exportCsv')}
        </Button>
      </div>
      <Table<Row>
        size="small"
        rowKey="refereeId"
        loading={summary.isLoading}
        columns={columns}
        dataSource={data?.summary.referees ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: say('payPage.noneYet') }}
        summary={() =>
          data && data.summary.referees.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{say('payPage.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {data.summary.totals.matches}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={4} align="right">
                <strong>{money(intl, data.summary.totals.total, currency)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {data && data.summary.days.length > 0 && (
        <>
          <h3 className="ps-referee-pay__subtitle">{say('payPage.perDay')}</h3>
          <ul className="ps-referee-pay__days">
            {data.summary.days.map((day) => (
              <li key={day.date}>
                {intl.formatDate(`${day.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}: {say('payPage.dayLine', { matches: day.matches, total: money(intl, day.total, currency) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
