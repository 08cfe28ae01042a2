import { CloudOutlined } from '@ant-design/icons';
import { fieldErrors, shiftScheduleInputSchema, type ScheduleView, type ShiftResult, type ShiftScheduleInput } from '@pitchside/shared';
import { Alert, App, Button, Form, Input, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatShortDay } from '../../../../lib/format';
import { useShiftSchedule } from '../../api/shift-schedule';
import { matchLabel, pitchNames } from '../../schedule-labels';
import { toMinutes } from '../../time-grid';
import { ShiftResultView } from './shift-result';
import { useIntl } from 'react-intl';
import { translatedMessage } from '../../../../i18n/server-message';
import { NumberField, numberRule } from '../../../../components/number-field';

export interface ShiftFormProps {
  orgId: string | undefined;
  tournamentId: string;
  view: ScheduleView;
}

interface ShiftValues {
  date: string | undefined;
  pitchId: string | undefined;
  from: string;
  to: string;
  mode: 'minutes' | 'move';
  minutes: number | null;
  toPitchId: string | undefined;
  toDate: string | undefined;
}

const ALL = '';

/** The request, from the form: only the fields of the chosen way to move. */
function toInput(values: ShiftValues): ShiftScheduleInput {
  return {
    date: values.date ?? '',
    ...(values.pitchId ? { pitchId: values.pitchId } : {}),
    from: values.from || '00:00',
    to: values.to || '24:00',
    ...(values.mode === 'minutes' ? { minutes: values.minutes ?? undefined } : { ...(values.toPitchId ? { toPitchId: values.toPitchId } : {}), ...(values.toDate ? { toDate: values.toDate } : {}) }),
  } as ShiftScheduleInput;
}

/** The matches a shift would move: kicking off in [from, to) that day, on the pitch chosen (or any), in kick-off order. */
function matchesInRange(matches: ShiftFormProps['view']['matches'], values: ShiftValues | undefined, names: ReadonlyMap<string, string>) {
  if (!values?.date) return [];
  const from = toMinutes(values.from || '00:00');
  const to = toMinutes(values.to || '24:00');
  return matches
    .filter((match) => match.pitchId && match.date === values.date && (!values.pitchId || match.pitchId === values.pitchId))
    .filter((match) => toMinutes(match.start) >= from && toMinutes(match.start) < to)
    .sort((a, b) => a.start.localeCompare(b.start) || (names.get(a.pitchId) ?? '').localeCompare(names.get(b.pitchId) ?? ''));
}

/**
 * A weather day in one action: the matches of a day (one pitch, or all) kicking off in a time range move
 * by N minutes, or to another pitch or day. The form shows which matches are in the range before
 * anything moves; the answer says what moved, which referee assignments went stale and who was told.
 */
export function ShiftForm({ orgId, tournamentId, view }: ShiftFormProps) {
  const { modal } = App.useApp();
  const intl = useIntl();
  const [form] = Form.useForm<ShiftValues>();
  const shift = useShiftSchedule(orgId, tournamentId);
  const [result, setResult] = useState<ShiftResult>();
  const [failure, setFailure] = useState<string>();
  const days = useMemo(() => [...view.setup.days].sort((a, b) => a.date.localeCompare(b.date)), [view.setup.days]);
  const names = useMemo(() => pitchNames(view.setup), [view.setup]);
  const byId = useMemo(() => new Map(view.matches.map((match) => [match.matchId, match])), [view.matches]);
  const values = Form.useWatch([], form) as ShiftValues | undefined;
  const mode = values?.mode ?? 'minutes';

  const inRange = useMemo(() => matchesInRange(view.matches, values, names), [values, view.matches, names]);

  const rule = (field: string) => ({
    validator: async () => {
      const parsed = shiftScheduleInputSchema.safeParse(toInput(form.getFieldsValue(true) as ShiftValues));
      const problem = parsed.success ? undefined : fieldErrors(parsed.error)[field];
      if (problem) throw new Error(translatedMessage(problem));
    },
  });

  const submit = (formValues: ShiftValues) => {
    setFailure(undefined);
    const parsed = shiftScheduleInputSchema.safeParse(toInput(formValues));
    if (!parsed.success) {
      const problems = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([name, text]) => [name, translatedMessage(text)]));
      // The schema files "minutes or a new place" under `minutes`; in move mode that question is asked by the pitch.
      const fieldOf = (name: string) => (name === 'minutes' && formValues.mode === 'move' ? 'toPitchId' : name);
      form.setFields(
        Object.entries(problems)
          .filter(([name]) => name !== '_form')
          .map(([name, text]) => ({ name: fieldOf(name), errors: [text] })) as Parameters<typeof form.setFields>[0],
      );
      setFailure(problems._form);
      return;
    }
    const count = inRange.length;
    modal.confirm({
      title: intl.formatMessage({ id: 'scheduling.weather.confirmTitle' }, { count }),
      content: intl.formatMessage({ id: 'scheduling.weather.confirmText' }),
      okText: intl.formatMessage({ id: 'scheduling.weather.confirmOk' }),
      cancelText: intl.formatMessage({ id: 'scheduling.cancel' }),
      onOk: async () => {
        try {
          setResult(await shift.mutateAsync(toInput(formValues)));
        } catch (error) {
          setFailure(errorMessage(error));
        }
      },
    });
  };

  if (days.length === 0) return <Alert type="info" showIcon title={intl.formatMessage({ id: 'scheduling.weather.noDays' })} />;

  return (
    <div className="ps-weather">
      <section className="ps-card" aria-labelledby="ps-shift-title">
        <h2 id="ps-shift-title" className="ps-card__title">
          <CloudOutlined aria-hidden /> {intl.formatMessage({ id: 'scheduling.weather.title' })}
        </h2>
        <p className="ps-muted ps-weather__lead">{intl.formatMessage({ id: 'scheduling.weather.lead' })}</p>
        <Form<ShiftValues>
          form={form}
          name="schedule-shift"
          layout="vertical"
          requiredMark={false}
          initialValues={{ date: days[0]?.date, pitchId: ALL, from: '12:00', to: '', mode: 'minutes', minutes: 60, toPitchId: ALL, toDate: ALL }}
          onFinish={submit}
          onValuesChange={() => setFailure(undefined)}
        >
          {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
          <div className="ps-form-grid ps-form-grid--shift">
            <Form.Item label={intl.formatMessage({ id: 'scheduling.move.day' })} name="date" rules={[rule('date')]}>
              <Select options={days.map((day) => ({ value: day.date, label: formatShortDay(day.date) }))} aria-label={intl.formatMessage({ id: 'scheduling.move.day' })} />
            </Form.Item>
            <Form.Item label={intl.formatMessage({ id: 'scheduling.move.pitch' })} name="pitchId" rules={[rule('pitchId')]}>
              <Select
                options={[{ value: ALL, label: intl.formatMessage({ id: 'scheduling.weather.allPitches' }) }, ...view.setup.pitches.map((pitch) => ({ value: pitch.id, label: pitch.name }))]}
                aria-label={intl.formatMessage({ id: 'scheduling.move.pitch' })}
              />
            </Form.Item>
            <Form.Item label={intl.formatMessage({ id: 'scheduling.weather.from' })} name="from" rules={[rule('from')]}>
              <Input type="time" step={300} aria-label={intl.formatMessage({ id: 'scheduling.weather.from' })} />
            </Form.Item>
            <Form.Item label={intl.formatMessage({ id: 'scheduling.weather.until' })} name="to" rules={[rule('to')]} extra={intl.formatMessage({ id: 'scheduling.weather.untilHint' })}>
              <Input type="time" step={300} aria-label={intl.formatMessage({ id: 'scheduling.weather.until' })} />
            </Form.Item>
          </div>
          <Form.Item label={intl.formatMessage({ id: 'scheduling.weather.how' })} name="mode">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'minutes', label: intl.formatMessage({ id: 'scheduling.weather.byMinutes' }) },
                { value: 'move', label: intl.formatMessage({ id: 'scheduling.weather.toPlace' }) },
              ]}
            />
          </Form.Item>
          {mode === 'minutes' ? (
            <Form.Item
              validateFirst
              label={intl.formatMessage({ id: 'scheduling.weather.minutes' })}
              name="minutes"
              rules={[numberRule, rule('minutes')]}
              extra={intl.formatMessage({ id: 'scheduling.weather.minutesHint' })}
            >
              <NumberField signed min={-1440} max={1440} suffix="min" className="ps-number" aria-label={intl.formatMessage({ id: 'scheduling.weather.minutes' })} />
            </Form.Item>
          ) : (
            <div className="ps-form-grid">
              <Form.Item label={intl.formatMessage({ id: 'scheduling.weather.toPitch' })} name="toPitchId" rules={[rule('minutes')]}>
                <Select
                  options={[{ value: ALL, label: intl.formatMessage({ id: 'scheduling.weather.samePitch' }) }, ...view.setup.pitches.map((pitch) => ({ value: pitch.id, label: pitch.name }))]}
                  aria-label={intl.formatMessage({ id: 'scheduling.weather.toPitch' })}
                />
              </Form.Item>
              <Form.Item label={intl.formatMessage({ id: 'scheduling.weather.toDay' })} name="toDate" extra={intl.formatMessage({ id: 'scheduling.weather.toDayHint' })}>
                <Select
                  options={[{ value: ALL, label: intl.formatMessage({ id: 'scheduling.weather.sameDay' }) }, ...days.map((day) => ({ value: day.date, label: formatShortDay(day.date) }))]}
                  aria-label={intl.formatMessage({ id: 'scheduling.weather.toDay' })}
                />
              </Form.Item>
            </div>
          )}

          <div className="ps-weather__preview" aria-live="polite">
            <strong>{intl.formatMessage({ id: 'scheduling.weather.inRange' }, { count: inRange.length })}</strong>
            {inRange.length > 0 && (
              <ul className="ps-weather__list">
                {inRange.slice(0, 8).map((match) => (
                  <li key={match.matchId}>
                    {match.start} · {names.get(match.pitchId) ?? match.pitchId} · {matchLabel(intl, match)}
                  </li>
                ))}
                {inRange.length > 8 && <li>{intl.formatMessage({ id: 'scheduling.weather.more' }, { count: inRange.length - 8 })}</li>}
              </ul>
            )}
          </div>

          <div className="ps-form-actions">
            <Button type="primary" htmlType="submit" loading={shift.isPending} disabled={inRange.length === 0}>
              {intl.formatMessage({ id: 'scheduling.weather.title' })}
            </Button>
          </div>
        </Form>
      </section>
      {result && <ShiftResultView result={result} pitchName={(id) => names.get(id) ?? id} matches={byId} />}
    </div>
  );
}
