import type { OfferView } from '@pitchside/shared';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-client';
import { useAnswerOffer, useMyOffers } from '../api/my-offers';
import '../referee-offers.css';

const STATE_COLOR: Record<OfferView['state'], string> = {
  offered: 'gold',
  accepted: 'green',
  kept: 'green',
  releaseRequested: 'blue',
  declined: 'default',
  expired: 'default',
  released: 'default',
};

/** The referee's offers (issue 34): each match role offered to them, answered here before its deadline. */
export function RefereeOffers() {
  const intl = useIntl();
  const offers = useMyOffers();
  const answer = useAnswerOffer();
  const [failure, setFailure] = useState<string | null>(null);
  const reply = (offer: OfferView, choice: 'accept' | 'decline') => {
    setFailure(null);
    answer.mutate({ tournamentId: offer.tournamentId, offerId: offer.offerId, answer: choice }, { onError: (error) => setFailure(errorMessage(error)) });
  };
  const deadline = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="pm-assigned ro-offers" aria-labelledby="offers-title">
      <h2 className="pm-section-title" id="offers-title">
        {intl.formatMessage({ id: 'refereeOffers.title' })}
      </h2>
      {failure && <Alert type="error" showIcon title={failure} />}
      {offers.isError && !offers.data ? (
        <Alert type="error" showIcon title={errorMessage(offers.error)} />
      ) : offers.isPending ? (
        <Skeleton active />
      ) : offers.data.offers.length === 0 ? (
        <p className="ps-card ps-muted">{intl.formatMessage({ id: 'refereeOffers.none' })}</p>
      ) : (
        <ul className="ro-offers__list">
          {offers.data.offers.map((offer) => (
            <li key={offer.offerId} className="ps-card ro-offer" aria-label={`${offer.match.homeTeam} – ${offer.match.awayTeam}`}>
              <div className="ro-offer__teams">
                {offer.match.homeTeam} – {offer.match.awayTeam}
              </div>
              <div className="ps-muted">{intl.formatMessage({ id: 'refereeOffers.when' }, { date: offer.match.date, time: offer.match.time, pitch: offer.match.field || '—' })}</div>
              <div className="ro-offer__status">
                <span>{intl.formatMessage({ id: offer.role === 'centre' ? 'refereeOffers.role.centre' : 'refereeOffers.role.assistant' })}</span>
                <Tag color={STATE_COLOR[offer.state]}>{intl.formatMessage({ id: `refereeOffers.state.${offer.state}` })}</Tag>
              </div>
              {offer.state === 'offered' && (
                <>
                  <div className="ps-muted">{intl.formatMessage({ id: 'refereeOffers.answerBy' }, { deadline: deadline(offer.expiresAt) })}</div>
                  <div className="ro-offer__actions">
                    <Button type="primary" loading={answer.isPending && answer.variables?.offerId === offer.offerId && answer.variables.answer === 'accept'} onClick={() => reply(offer, 'accept')}>
                      {intl.formatMessage({ id: 'refereeOffers.accept' })}
                    </Button>
                    <Button loading={answer.isPending && answer.variables?.offerId === offer.offerId && answer.variables.answer === 'decline'} onClick={() => reply(offer, 'decline')}>
                      {intl.formatMessage({ id: 'refereeOffers.decline' })}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
