import type { TournamentDetail } from '@pitchside/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { parseForm, showApiFieldErrors } from '../../../../lib/form-errors';
import { formatStamp } from '../../../../lib/format';
import { tournamentQueryOptions } from '../../../../api/tournaments/get-tournament';
import { useUpdateTournament } from '../../api/update-tournament';
import { tournamentValues, updateTournamentFormSchema, withFormFieldNames, type TournamentFormValues } from '../../tournament-form-schema';
import { TournamentForm } from '../tournament-form';
import { useIntl } from 'react-intl';
import { TitledCard } from '../../../../components/titled-card';

/** The manage page's first tab: where the tournament stands, and its settings (PATCH). */
export function OverviewTab({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const [form] = Form.useForm<TournamentFormValues>();
  const { message } = App.useApp();
  const intl = useIntl();
  const update = useUpdateTournament(orgId, tournament.tournamentId);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  // Someone else saved since this form was loaded: the save was refused (409) rather than overwriting theirs.
  const [conflict, setConflict] = useState(false);
  // The version the form's values came from, sent with a save so the server can refuse a stale one.
  const version = useRef(tournament.version);
  const conflictRef = useRef<HTMLDivElement>(null);
  // The Save button is at the foot of a long form: bring the message into view, and focus its way out.
  useEffect(() => {
    if (!conflict) return;
    conflictRef.current?.scrollIntoView({ block: 'center' });
    conflictRef.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [conflict]);
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
    version.current = tournament.version;
    setInitialValues(values);
    form.setFieldsValue(values);
  }, [loaded, tournament.version, form]);

  /** Takes the newest saved settings into the form, dropping this person's unsaved edits. */
  const reload = async () => {
    const latest = await queryClient.fetchQuery({ ...tournamentQueryOptions(orgId, tournament.tournamentId), staleTime: 0 });
    const values = tournamentValues(latest);
    version.current = latest.version;
    edited.current = false;
    setDirty(false);
    setConflict(false);
    setInitialValues(values);
    form.setFieldsValue(values);
  };

  const submit = async (values: TournamentFormValues) => {
    setFailure(undefined);
    const input = parseForm(form, updateTournamentFormSchema, values);
    if (!input) return;
    try {
      const { message: done, tournament: saved } = await update.mutateAsync({ ...input, version: version.current });
      version.current = saved.version;
      setInitialValues(values);
      setDirty(false);
      void message.success(done);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'version_conflict') setConflict(true);
      else if (!showApiFieldErrors(form, withFormFieldNames(error))) setFailure(errorMessage(error));
    }
  };

  return (
    <div className="ps-tab-stack">
      <TitledCard id="status-title" title={intl.formatMessage({ id: 'tournaments.status' })}>
        <dl className="ps-facts ps-facts--wide">
          <div>
            <dt>{intl.formatMessage({ id: 'tournaments.visibility' })}</dt>
            <dd>{tournament.draft ? intl.formatMessage({ id: 'tournaments.visibilityDraft' }) : intl.formatMessage({ id: 'tournaments.visibilityPublished' })}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'tournaments.payment' })}</dt>
            <dd>
              {tournament.payment.status === 'pending'
                ? tournament.permissions.delete
                  ? intl.formatMessage({ id: 'tournaments.paymentWaitingAdmin' })
                  : intl.formatMessage({ id: 'tournaments.paymentWaiting' })
                : tournament.payment.status === 'paid'
                  ? intl.formatMessage({ id: 'tournaments.paid' })
                  : intl.formatMessage({ id: 'tournaments.paymentNotNeeded' })}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'tournaments.schedule' })}</dt>
            <dd>{tournament.hasSchedule ? intl.formatMessage({ id: 'tournaments.scheduleMatches' }, { count: tournament.counts.matches }) : intl.formatMessage({ id: 'tournaments.scheduleNone' })}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'tournaments.created' })}</dt>
            <dd>{formatStamp(tournament.createdAt)}</dd>
          </div>
        </dl>
      </TitledCard>
      <TitledCard id="settings-title" title={intl.formatMessage({ id: 'tournaments.settings' })}>
        {conflict && (
          <div ref={conflictRef}>
            <Alert
              className="ps-form-alert ps-tournament-conflict"
              type="warning"
              showIcon
              role="alert"
              title={intl.formatMessage({ id: 'tournaments.conflictTitle' })}
              description={intl.formatMessage({ id: 'tournaments.conflictHint' })}
              action={
                <Button size="small" onClick={() => void reload()}>
                  {intl.formatMessage({ id: 'tournaments.reload' })}
                </Button>
              }
            />
          </div>
        )}
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
                  {intl.formatMessage({ id: 'tournaments.discard' })}
                </Button>
                <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
                  {intl.formatMessage({ id: 'tournaments.saveChanges' })}
                </Button>
              </>
            )
          }
        />
      </TitledCard>
    </div>
  );
}
