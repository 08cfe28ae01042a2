// The page's styles come inside its chunk (React hoists the <style> into <head> once): one file fewer for
// a phone to fetch, and one name fewer in the preload map every public page's boot carries.
import registerCss from '../register.css?inline';
import type { ApplicationAnswer } from '@pitchside/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-error';
import { applicationKeyOfLocation } from '../api/application-status';
import { usePublicRegistration } from '../api/get-public-registration';
import { ApplicationForm } from './application-form';
import { ApplicationResult } from './application-result';
import { ClubPage } from './club-page';
import { DivisionList } from './division-list';
import { RegisterMessages } from './register-messages';

/**
 * `/t/$tournamentId/register`: a club applies with its teams, no account needed. Plain markup like every
 * public page (no antd); its words and code come with this page only.
 */
export function RegisterPage({ tournamentId }: { tournamentId: string }) {
  return (
    <>
      <style href="pitchside-register" precedence="default">
        {registerCss}
      </style>
      <RegisterMessages
        fallback={
          <div className="pub-container pub-container--narrow">
            <p className="pub-muted pub-empty" role="status" aria-busy="true" />
          </div>
        }
      >
        <Register tournamentId={tournamentId} />
      </RegisterMessages>
    </>
  );
}

function Register({ tournamentId }: { tournamentId: string }) {
  const intl = useIntl();
  const registration = usePublicRegistration(tournamentId);
  const [answer, setAnswer] = useState<{ answer: ApplicationAnswer; email: string; applicationKey: string }>();
  const [round, setRound] = useState(0);
  useDocumentTitle(intl.formatMessage({ id: 'register.documentTitle' }, { tournament: registration.data?.name ?? '' }));
  const data = registration.data;
  const returned = new URLSearchParams(window.location.search).get('payment');
  // The club's own page: the link in its e-mail carries the application's key in the fragment.
  const clubKey = applicationKeyOfLocation(window.location.hash);
  return (
    <div className="pub-container pub-container--narrow reg">
      <div className="pub-page-head">
        <h1 className="pub-page-head__title">{intl.formatMessage({ id: 'register.title' })}</h1>
        <p className="pub-page-head__sub">{intl.formatMessage({ id: 'register.lead' })}</p>
      </div>
      {/* Back from Stripe's checkout (issue 32): the webhook records the payment; the receipt comes by e-mail. */}
      {returned === 'success' || returned === 'cancelled' ? (
        <p className="pub-note" role="status">
          {intl.formatMessage({ id: returned === 'success' ? 'register.pay.success' : 'register.pay.cancelled' })}
        </p>
      ) : null}
      {clubKey ? (
        <ClubPage tournamentId={tournamentId} applicationKey={clubKey} />
      ) : !data ? (
        registration.error ? (
          <p className="pub-error" role="alert">
            {errorMessage(registration.error)}
          </p>
        ) : (
          <p className="pub-muted pub-empty" role="status">
            {intl.formatMessage({ id: 'register.loading' })}
          </p>
        )
      ) : answer ? (
        <ApplicationResult
          registration={data}
          answer={answer.answer}
          email={answer.email}
          applicationKey={answer.applicationKey}
          onAgain={() => {
            setAnswer(undefined);
            setRound(round + 1);
          }}
        />
      ) : (
        <>
          <DivisionList registration={data} />
          {data.divisions.some((division) => division.phase === 'open') ? (
            <ApplicationForm key={round} registration={data} onApplied={(applied, email, applicationKey) => setAnswer({ answer: applied, email, applicationKey })} />
          ) : (
            <p className="pub-note">{intl.formatMessage({ id: data.divisions.length === 0 ? 'register.noneSetUp' : 'register.noneOpen' })}</p>
          )}
        </>
      )}
    </div>
  );
}
