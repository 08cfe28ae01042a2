import { CheckCircleOutlined } from '@ant-design/icons';
import { type ScheduleSetup } from '@pitchside/shared';
import { Alert, Button, Form } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ageText } from '../../../../i18n/age-label';
import { agesAfterSizeChange, toFormValues, tournamentAges, type SetupFormValues, type SetupTournament } from '../../setup-form';
import { DaysFieldset } from './days-fieldset';
import { DivisionFormatsFieldset } from './division-formats-fieldset';
import { MatchLengthsFieldset } from './match-lengths-fieldset';
import { MatchRulesFieldset } from './match-rules-fieldset';
import { PitchesFieldset } from './pitches-fieldset';
import { useSetupSubmit } from './use-setup-submit';

export interface SetupFormProps {
  orgId: string | undefined;
  tournamentId: string;
  tournament: SetupTournament;
  setup: ScheduleSetup | undefined;
}

/**
 * Venue & rules: the pitches, the days, the rules every match obeys and how each division is played.
 * Validated with the shared setup schema as the organizer types; a 400 from the API lands on its field.
 */
export function SetupForm({ orgId, tournamentId, tournament, setup }: SetupFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm<SetupFormValues>();
  const { rule, onFinish, failure, dirty, markDirty, saving } = useSetupSubmit(form, orgId, tournamentId, tournament, setup);
  const initialValues = useMemo(() => toFormValues(setup, tournament), [setup, tournament]);
  // The pitches as they were before the last change, to tell a size change from a hand-picked list of ages.
  const previousPitches = useRef(initialValues.pitches);
  const watchedPitches = Form.useWatch('pitches', form);
  useEffect(() => {
    previousPitches.current = watchedPitches ?? [];
  }, [watchedPitches]);
  const ages = tournamentAges(tournament.ageGroups, tournament.divisions);
  const ageOptions = ages.map((age) => ({ value: age, label: ageText(intl, age) }));

  return (
    <Form<SetupFormValues>
      form={form}
      name="schedule-setup"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={(changed: Partial<SetupFormValues>) => {
        markDirty();
        (changed.pitches ?? []).forEach((change, index) => {
          const before = previousPitches.current[index];
          if (!change?.size || !before || before.size === change.size) return;
          const next = agesAfterSizeChange(before, change.size, ages);
          if (next) form.setFieldValue(['pitches', index, 'ages'], next);
        });
      }}
      className="ps-setup-form"
      scrollToFirstError={{ block: 'center' }}
    >
      {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
      {!setup && (
        <Alert
          className="ps-form-alert"
          type="info"
          showIcon
          title={intl.formatMessage({ id: 'scheduling.setup.introTitle' })}
          description={intl.formatMessage({ id: 'scheduling.setup.introHint' })}
        />
      )}

      <PitchesFieldset ages={ages} ageOptions={ageOptions} rule={rule} />
      <DaysFieldset tournament={tournament} rule={rule} />
      <MatchRulesFieldset rule={rule} />
      <MatchLengthsFieldset ages={ages} tournament={tournament} rule={rule} />
      <DivisionFormatsFieldset tournament={tournament} rule={rule} />

      <div className="ps-form-actions">
        {!dirty && setup && (
          <span className="ps-saved-note">
            <CheckCircleOutlined aria-hidden /> {intl.formatMessage({ id: 'scheduling.setup.savedNote' })}
          </span>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          {intl.formatMessage({ id: 'scheduling.setup.save' })}
        </Button>
      </div>
    </Form>
  );
}
