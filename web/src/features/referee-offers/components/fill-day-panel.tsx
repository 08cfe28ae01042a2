import type { FillDayAnswer, OfferView } from '@pitchside/shared';
import { Alert, Button, Select, Tag } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { wordedText } from '../../../i18n/said-text';
import { errorMessage } from '../../../lib/api-client';
import { useFillDay, useSendOffers, useTournamentOffers } from '../api/board';
import '../referee-offers.css';

interface Props {
  orgId: string | undefined;
  tournamentId: string;
  /** The days the tournament's matches are on. */
  dates: readonly string[];
  /** The organization's referees, for changing a proposal by hand. */
  referees: readonly { value: string; label: string }[];
  /** A match's teams as the board shows them. */
  nameOf: (matchId: string) => string;
}

const HOLDING = new Set<OfferView['state']>(['offered', 'accepted', 'releaseRequested', 'kept']);

/**
 * The assignor fills a day (issue 34): a proposal that keeps every hard rule and spreads matches evenly,
 * each role left open with its reasons; changed by hand, then sent as offers the referees answer.
 */
export function FillDayPanel({ orgId, tournamentId, dates, referees, nameOf }: Props) {
  const intl = useIntl();
  const [date, setDate] = useState(dates[0] ?? '');
  const [proposal, setProposal] = useState<FillDayAnswer | null>(null);
  const offers = useTournamentOffers(orgId, tournamentId);
  const fill = useFillDay(orgId, tournamentId);
  const send = useSendOffers(orgId, tournamentId);
  const role = (value: 'centre' | 'assistant') => intl.formatMessage({ id: `refereeOffers.role.${value}` });
  const day = (offers.data?.offers ?? []).filter((offer) => offer.match.date === date);

  const propose = () => fill.mutate(date, { onSuccess: setProposal });
  const change = (index: number, refereeUid: string) =>
    setProposal(
      (current) =>
        current && { ...current, offers: current.offers.map((offer, at) => (at === index ? { ...offer, refereeUid, refereeName: referees.find((r) => r.value === refereeUid)?.label ?? '' } : offer)) },
    );
  const sendAll = () =>
    proposal &&
    send.mutate(
      { offers: proposal.offers.map(({ matchId, refereeUid, role: wanted }) => ({ matchId, refereeUid, role: wanted })), expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString() },
      { onSuccess: () => setProposal(null) },
    );

  return (
    <section className="ps-card ro-fill" aria-labelledby="fill-title">
      <h2 className="ps-card__title" id="fill-title">
        {intl.formatMessage({ id: 'refereeBoard.title' })}
      </h2>
      <div className="ro-fill__bar">
        <Select aria-label={intl.formatMessage({ id: 'refereeBoard.day' })} value={date} onChange={setDate} options={dates.map((value) => ({ value, label: value }))} className="ro-fill__day" />
        <Button type="primary" loading={fill.isPending} onClick={propose} disabled={!date}>
          {intl.formatMessage({ id: 'refereeBoard.fill' })}
        </Button>
      </div>
      {(fill.isError || send.isError) && <Alert type="error" showIcon title={errorMessage(fill.error ?? send.error)} />}
      {proposal && (
        <div className="ro-fill__proposal" role="group" aria-label={intl.formatMessage({ id: 'refereeBoard.proposal' })}>
          <p className="ps-muted">{intl.formatMessage({ id: 'refereeBoard.spread' }, { min: proposal.spread.min, max: proposal.spread.max })}</p>
          <ul className="ro-fill__list">
            {proposal.offers.map((offer, index) => (
              <li key={`${offer.matchId}-${offer.role}-${index}`}>
                <span>
                  {nameOf(offer.matchId)} · {role(offer.role)}
                </span>
                <Select
                  aria-label={intl.formatMessage({ id: 'refereeBoard.refereeFor' }, { match: nameOf(offer.matchId) })}
                  value={offer.refereeUid}
                  onChange={(value: string) => change(index, value)}
                  options={referees.filter((referee) => referee.value)}
                  className="ro-fill__referee"
                  showSearch={{ optionFilterProp: 'label' }}
                  popupMatchSelectWidth={false}
                />
              </li>
            ))}
          </ul>
          {proposal.unfilled.length > 0 && (
            <ul className="ro-fill__unfilled" aria-label={intl.formatMessage({ id: 'refereeBoard.unfilled' })}>
              {proposal.unfilled.map((open, index) => (
                <li key={`${open.matchId}-${open.role}-${index}`}>
                  <strong>
                    {nameOf(open.matchId)} · {role(open.role)}
                  </strong>
                  : {open.reasons.map((reason) => wordedText(intl, reason)).join('; ')}
                </li>
              ))}
            </ul>
          )}
          <Button type="primary" loading={send.isPending} disabled={proposal.offers.length === 0} onClick={sendAll}>
            {intl.formatMessage({ id: 'refereeBoard.send' }, { count: proposal.offers.length })}
          </Button>
        </div>
      )}
      {day.length > 0 && (
        <ul className="ro-fill__list" aria-label={intl.formatMessage({ id: 'refereeBoard.offers' })}>
          {day.map((offer) => (
            <li key={offer.offerId}>
              <span>
                {nameOf(offer.matchId)} · {role(offer.role)} · {offer.refereeName}
              </span>
              <Tag color={HOLDING.has(offer.state) ? (offer.state === 'offered' ? 'gold' : 'green') : 'default'}>{intl.formatMessage({ id: `refereeOffers.state.${offer.state}` })}</Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
