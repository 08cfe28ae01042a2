import { GENDERS, MAX_DISPUTE_WINDOW_MINUTES, TOURNAMENT_DAYS, TOURNAMENT_TYPES } from '@pitchside/shared';
import { Alert, Checkbox, Form, Input, Radio, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type * as z from 'zod';
import { schemaRule } from '../../../lib/form-errors';
import { DURATION_FIELDS, type TournamentFormValues } from '../tournament-form-schema';
import { DAYS_LABELS, GENDER_LABELS, TYPE_LABELS } from '../tournament-labels';
import { TieBreakerChain } from './tie-breaker-chain';
import { TimeZoneField } from './time-zone-field';
import { useIntl } from 'react-intl';
import { ageOptions } from '../../../i18n/age-label';
import { NumberField, numberRule } from '../../../components/number-field';

export interface TournamentFormProps {
  form: FormInstance<TournamentFormValues>;
  name: string;
  /** The shared input schema behind the form (create or update). */
  schema: z.ZodType;
  initialValues: TournamentFormValues;
  onFinish: (values: TournamentFormValues) => void;
  failure?: string | undefined;
  onValuesChange?: () => void;
  /** The submit row (buttons). */
  actions: ReactNode;
}

/** A tournament's settings, grouped as an organizer thinks of them; used to create one and to edit it. */
export function TournamentForm({ form, name, schema, initialValues, onFinish, failure, onValuesChange, actions }: TournamentFormProps) {
  const intl = useIntl();
  const rule = (field: string) => schemaRule(schema, field);
  const usesCap = (Form.useWatch('tieBreakers', form) ?? initialValues.tieBreakers).includes('cappedGoalDifference');
  return (
    <Form<TournamentFormValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      className="ps-tournament-form"
      scrollToFirstError={{ block: 'center' }}
    >
      {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'tournaments.form.basics' })}</legend>
        <Form.Item label={intl.formatMessage({ id: 'tournaments.form.name' })} name="name" rules={[rule('name')]}>
          <Input autoComplete="off" maxLength={120} placeholder={intl.formatMessage({ id: 'tournaments.form.namePlaceholder' })} />
        </Form.Item>
        <div className="ps-form-grid">
          <Form.Item label={intl.formatMessage({ id: 'tournaments.form.type' })} name="type" rules={[rule('type')]}>
            <Radio.Group optionType="button" buttonStyle="solid" options={TOURNAMENT_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: TYPE_LABELS[type] }) }))} />
          </Form.Item>
          <Form.Item label={intl.formatMessage({ id: 'tournaments.form.days' })} name="days" rules={[rule('days')]}>
            <Radio.Group optionType="button" buttonStyle="solid" options={TOURNAMENT_DAYS.map((days) => ({ value: days, label: intl.formatMessage({ id: DAYS_LABELS[days] }) }))} />
          </Form.Item>
          <Form.Item label={intl.formatMessage({ id: 'tournaments.form.startDate' })} name="startDate" rules={[rule('startDate')]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item label={intl.formatMessage({ id: 'tournaments.form.endDate' })} name="endDate" dependencies={['startDate']} rules={[rule('endDate')]}>
            <Input type="date" />
          </Form.Item>
        </div>
        <Form.Item label={intl.formatMessage({ id: 'tournaments.form.venue' })} name="venue" rules={[rule('venue')]}>
          <Input autoComplete="off" maxLength={200} placeholder={intl.formatMessage({ id: 'tournaments.form.venuePlaceholder' })} />
        </Form.Item>
        <TimeZoneField rule={rule('timeZone')} />
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'tournaments.form.whoPlays' })}</legend>
        <Form.Item label={intl.formatMessage({ id: 'tournaments.form.ageGroups' })} name="ageGroups" rules={[rule('ageGroups')]}>
          <Checkbox.Group className="ps-check-grid ps-check-grid--ages" options={ageOptions(intl)} />
        </Form.Item>
        <Form.Item label={intl.formatMessage({ id: 'tournaments.form.genders' })} name="genders" rules={[rule('genders')]}>
          <Checkbox.Group className="ps-check-grid" options={GENDERS.map((gender) => ({ value: gender, label: intl.formatMessage({ id: GENDER_LABELS[gender] }) }))} />
        </Form.Item>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'tournaments.form.matchLength' })}</legend>
        <p className="ps-muted ps-fieldset__note">{intl.formatMessage({ id: 'tournaments.form.matchLengthHint' })}</p>
        <div className="ps-form-grid ps-form-grid--three">
          {(
            [
              ['firstHalfMinutes', intl.formatMessage({ id: 'tournaments.form.firstHalf' })],
              ['breakMinutes', intl.formatMessage({ id: 'tournaments.form.break' })],
              ['secondHalfMinutes', intl.formatMessage({ id: 'tournaments.form.secondHalf' })],
            ] as const
          ).map(([field, label]) => (
            <Form.Item validateFirst key={field} label={label} name={field} rules={[numberRule, rule(DURATION_FIELDS[field])]}>
              <NumberField min={0} max={240} suffix={intl.formatMessage({ id: 'tournaments.form.minutes' })} className="ps-number" />
            </Form.Item>
          ))}
        </div>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'tournaments.form.standings' })}</legend>
        <Form.Item
          label={intl.formatMessage({ id: 'tournaments.form.tieBreakers' })}
          name="tieBreakers"
          extra={intl.formatMessage({ id: 'tournaments.form.tieBreakersHint' })}
          rules={[rule('tieBreakers')]}
        >
          <TieBreakerChain />
        </Form.Item>
        <Form.Item
          validateFirst
          label={intl.formatMessage({ id: 'tournaments.form.gdCap' })}
          name="gdCap"
          dependencies={['tieBreakers']}
          extra={usesCap ? intl.formatMessage({ id: 'tournaments.form.gdCapNeeded' }) : intl.formatMessage({ id: 'tournaments.form.gdCapOptional' })}
          rules={[numberRule, rule('gdCap')]}
        >
          <NumberField min={1} max={99} className="ps-number" placeholder={intl.formatMessage({ id: 'tournaments.form.gdCapPlaceholder' })} />
        </Form.Item>
        <Form.Item
          validateFirst
          label={intl.formatMessage({ id: 'tournaments.form.disputeWindow' })}
          name="disputeWindowMinutes"
          // ps-muted: antd's own help grey is under 4.5:1 on white.
          extra={<span className="ps-muted">{intl.formatMessage({ id: 'tournaments.form.disputeWindowHint' })}</span>}
          rules={[numberRule, rule('disputeWindowMinutes')]}
        >
          <NumberField min={0} max={MAX_DISPUTE_WINDOW_MINUTES} suffix={intl.formatMessage({ id: 'tournaments.form.minutes' })} className="ps-number" />
        </Form.Item>
      </fieldset>

      <div className="ps-form-actions">{actions}</div>
    </Form>
  );
}
