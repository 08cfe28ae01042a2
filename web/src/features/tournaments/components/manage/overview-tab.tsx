import type { TournamentDetail } from '@pitchside/shared';
import { App, Button, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { parseForm, showApiFieldErrors } from '../../../../lib/form-errors';
import { formatStamp } from '../../../../lib/format';
import { useUpdateTournament } from '../../api/update-tournament';
import { tournamentValues, updateTournamentFormSchema, withFormFieldNames, type TournamentFormValues } from '../../tournament-form-schema';
import { TournamentForm } from '../tournament-form';

/** The manage page's first tab: where the tournament stands, and its settings (PATCH). */
export function OverviewTab({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const [form] = Form.useForm<TournamentFormValues>();
  const { message } = App.useApp();
  const update = useUpdateTournament(orgId, tournament.tournamentId);
  const [failure, setFailure] = useState<string>();
  const [dirty, setDirty] = useState(false);
  // What 'Discard changes' goes back to: the values last loaded or saved.
  const [initialValues, setInitialValues] = useState(() => tournamentValues(tournament));
  const canEdit = tournament.permissions.manage;

  // Fresh data (an import added age groups, another organizer saved): shown unless the form has edits.
  const loaded = JSON.stringify(tournamentValues(tournament));
  const edited = useRef(dirty);
  edited.current = dirty;
  useEffect(() => {
    if (edited.current) return;
    const values = JSON.parse(loaded) as TournamentFormValues;
    setInitialValues(values);
    form.setFieldsValue(values);
  }, [loaded, form]);

  const submit = async (values: TournamentFormValues) => {
    setFailure(undefined);
    const input = parseForm(form, updateTournamentFormSchema, values);
    if (!input) return;
    try {
      const { message: done } = await update.mutateAsync(input);
      setInitialValues(values);
      setDirty(false);
      void message.success(done);
    } catch (error) {
      if (!showApiFieldErrors(form, withFormFieldNames(error))) setFailure(errorMessage(error));
    }
  };

  return (
    <div className="ps-tab-stack">
      <section className="ps-card" aria-labelledby="status-title">
        <h2 id="status-title" className="ps-card__title">
          Status
        </h2>
        <dl className="ps-facts ps-facts--wide">
          <div>
            <dt>Visibility</dt>
            <dd>{tournament.draft ? 'Draft — not published. Only your organizers see it.' : 'Published: the public sees it.'}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{tournament.payment.status === 'pending' ? (tournament.permissions.delete ? 'Waiting for payment: pay with “Pay now” at the top of this page, then publish.' : 'Waiting for payment: an admin of your organization pays for it, then it can be published.') : tournament.payment.status === 'paid' ? 'Paid' : 'Not needed yet'}</dd>
          </div>
          <div>
            <dt>Schedule</dt>
            <dd>{tournament.hasSchedule ? `${tournament.counts.matches.toLocaleString()} matches` : 'None yet: generate one (Schedule) or import a spreadsheet (Import tab).'}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatStamp(tournament.createdAt)}</dd>
          </div>
        </dl>
      </section>
      <section className="ps-card" aria-labelledby="settings-title">
        <h2 id="settings-title" className="ps-card__title">
          Settings
        </h2>
        <TournamentForm
          form={form}
          name="tournament-settings"
          schema={updateTournamentFormSchema}
          initialValues={initialValues}
          onFinish={(values) => void submit(values)}
          failure={failure}
          onValuesChange={() => {
            setDirty(true);
            if (failure) setFailure(undefined);
          }}
          actions={
            canEdit && (
              <>
                <Button
                  disabled={!dirty}
                  onClick={() => {
                    form.resetFields();
                    setDirty(false);
                  }}
                >
                  Discard changes
                </Button>
                <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
                  Save changes
                </Button>
              </>
            )
          }
        />
      </section>
    </div>
  );
}
