import { AGE_OPTIONS, GENDERS, MAX_DISPUTE_WINDOW_MINUTES, TOURNAMENT_DAYS, TOURNAMENT_TYPES } from '@pitchside/shared';
import { Alert, Checkbox, Form, Input, InputNumber, Radio, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type * as z from 'zod';
import { schemaRule } from '../../../lib/form-errors';
import { DURATION_FIELDS, type TournamentFormValues } from '../tournament-form-schema';
import { DAYS_LABELS, GENDER_LABELS, TYPE_LABELS } from '../tournament-labels';
import { TieBreakerChain } from './tie-breaker-chain';
import { TimeZoneField } from './time-zone-field';

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
        <legend className="ps-fieldset__legend">Basics</legend>
        <Form.Item label="Tournament name" name="name" rules={[rule('name')]}>
          <Input autoComplete="off" maxLength={120} placeholder="Summer Cup 2026" />
        </Form.Item>
        <div className="ps-form-grid">
          <Form.Item label="Type" name="type" rules={[rule('type')]}>
            <Radio.Group optionType="button" buttonStyle="solid" options={TOURNAMENT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))} />
          </Form.Item>
          <Form.Item label="Match days" name="days" rules={[rule('days')]}>
            <Radio.Group optionType="button" buttonStyle="solid" options={TOURNAMENT_DAYS.map((days) => ({ value: days, label: DAYS_LABELS[days] }))} />
          </Form.Item>
          <Form.Item label="Start date" name="startDate" rules={[rule('startDate')]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item label="End date" name="endDate" dependencies={['startDate']} rules={[rule('endDate')]}>
            <Input type="date" />
          </Form.Item>
        </div>
        <Form.Item label="Venue" name="venue" rules={[rule('venue')]}>
          <Input autoComplete="off" maxLength={200} placeholder="Sports park, town" />
        </Form.Item>
        <TimeZoneField rule={rule('timeZone')} />
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">Who plays</legend>
        <Form.Item label="Age groups" name="ageGroups" rules={[rule('ageGroups')]}>
          <Checkbox.Group className="ps-check-grid ps-check-grid--ages" options={AGE_OPTIONS.map((age) => ({ value: age.value, label: age.label }))} />
        </Form.Item>
        <Form.Item label="Genders" name="genders" rules={[rule('genders')]}>
          <Checkbox.Group className="ps-check-grid" options={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))} />
        </Form.Item>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">Match length</legend>
        <p className="ps-muted ps-fieldset__note">In minutes. The referee&apos;s clock and the automatic end of a match use them.</p>
        <div className="ps-form-grid ps-form-grid--three">
          {(
            [
              ['firstHalfMinutes', 'First half'],
              ['breakMinutes', 'Half-time break'],
              ['secondHalfMinutes', 'Second half'],
            ] as const
          ).map(([field, label]) => (
            <Form.Item key={field} label={label} name={field} rules={[rule(DURATION_FIELDS[field])]}>
              <InputNumber min={0} max={240} step={1} precision={0} suffix="min" className="ps-number" inputMode="numeric" />
            </Form.Item>
          ))}
        </div>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">Standings</legend>
        <Form.Item
          label="Tie-breakers"
          name="tieBreakers"
          extra="When teams have the same points, the first criterion that separates them decides."
          rules={[rule('tieBreakers')]}
        >
          <TieBreakerChain />
        </Form.Item>
        <Form.Item
          label="Goal-difference cap"
          name="gdCap"
          dependencies={['tieBreakers']}
          extra={usesCap ? 'Needed by the capped goal difference: a 12–0 counts as this margin.' : 'Optional. Only the capped goal difference uses it.'}
          rules={[rule('gdCap')]}
        >
          <InputNumber min={1} max={99} precision={0} className="ps-number" inputMode="numeric" placeholder="e.g. 5" />
        </Form.Item>
        <Form.Item
          label="Dispute window"
          name="disputeWindowMinutes"
          // ps-muted: antd's own help grey is under 4.5:1 on white.
          extra={<span className="ps-muted">How long after the final whistle a coach may dispute a result instead of confirming it. 0 turns disputes off.</span>}
          rules={[rule('disputeWindowMinutes')]}
        >
          <InputNumber min={0} max={MAX_DISPUTE_WINDOW_MINUTES} step={5} precision={0} suffix="min" className="ps-number" inputMode="numeric" />
        </Form.Item>
      </fieldset>

      <div className="ps-form-actions">{actions}</div>
    </Form>
  );
}
