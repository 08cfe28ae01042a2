import '../tournaments.css';
import { CreditCardOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { App, Button, Form } from 'antd';
import type { TournamentPriceAnswer, TournamentSummary } from '@pitchside/shared';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { parseForm, showApiFieldErrors } from '../../../lib/form-errors';
import { useTournamentPrice } from '../../../api/payments/get-tournament-price';
import { formatPrice } from '../../../lib/format-price';
import { useCreateTournament } from '../api/create-tournament';
import { createTournamentFormSchema, newTournamentValues, withFormFieldNames, type TournamentFormValues } from '../tournament-form-schema';
import { TournamentForm } from './tournament-form';
import { FormattedMessage, useIntl } from 'react-intl';

/** /admin/tournaments/create: a new tournament, created as a draft; then its manage page. */
export function CreateTournamentPage({
  orgId,
  orgName,
  onCreated,
}: {
  orgId: string | undefined;
  orgName: string | undefined;
  /** What happens next (the app sends an unpaid tournament to checkout); by default, its manage page. */
  onCreated?: (tournament: TournamentSummary) => Promise<void>;
}) {
  const [form] = Form.useForm<TournamentFormValues>();
  const { message } = App.useApp();
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreateTournament(orgId);
  const [failure, setFailure] = useState<string>();
  const [initialValues] = useState(newTournamentValues);
  const price = useTournamentPrice(orgId);

  const submit = async (values: TournamentFormValues) => {
    setFailure(undefined);
    const input = parseForm(form, createTournamentFormSchema, values);
    if (!input) return;
    try {
      const { message: done, tournament } = await create.mutateAsync(input);
      void message.success(done);
      if (onCreated) await onCreated(tournament);
      else await navigate({ to: '/admin/tournaments/$tournamentId', params: { tournamentId: tournament.tournamentId } });
    } catch (error) {
      if (!showApiFieldErrors(form, withFormFieldNames(error))) setFailure(errorMessage(error));
    }
  };

  return (
    <div className="ps-page ps-page--narrow">
      <PageHeader
        title={intl.formatMessage({ id: 'tournaments.new' })}
        description={orgName ? intl.formatMessage({ id: 'tournaments.create.forOrg' }, { org: orgName }) : intl.formatMessage({ id: 'tournaments.create.draft' })}
      />
      <p className="ps-draft-note">
        <InfoCircleOutlined aria-hidden /> Draft — not published. Add divisions, teams and the schedule, then publish it from its page.
      </p>
      <PriceNote price={price.data} failed={price.isError} />
      <section className="ps-card" aria-label={intl.formatMessage({ id: 'tournaments.create.settings' })}>
        <TournamentForm
          form={form}
          name="create-tournament"
          schema={createTournamentFormSchema}
          initialValues={initialValues}
          onFinish={(values) => void submit(values)}
          failure={failure}
          onValuesChange={() => failure && setFailure(undefined)}
          actions={
            <>
              <Button onClick={() => void navigate({ to: '/admin/tournaments' })}>{intl.formatMessage({ id: 'tournaments.create.cancel' })}</Button>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                {intl.formatMessage({ id: 'tournaments.create.submit' })}
              </Button>
            </>
          }
        />
      </section>
    </div>
  );
}

/**
 * What creating costs, said before the organizer is sent to checkout (the amount is the server's: the
 * payment provider's configured price). Payment-exempt organizations see nothing about paying.
 */
function PriceNote({ price, failed }: { price: TournamentPriceAnswer | undefined; failed: boolean }) {
  const intl = useIntl();
  if (failed) {
    return (
      <p className="ps-price-note" role="note">
        <CreditCardOutlined aria-hidden /> {intl.formatMessage({ id: 'tournaments.create.priceUnknown' })}
      </p>
    );
  }
  if (!price?.due || !price.price) return null;
  return (
    <p className="ps-price-note" role="note">
      <CreditCardOutlined aria-hidden /> <FormattedMessage id="tournaments.create.price" values={{ price: formatPrice(price.price), strong: (chunks) => <strong>{chunks}</strong> }} />
    </p>
  );
}
