import { CheckCircleOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type Age, type ScheduleSetup } from '@pitchside/shared';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Select, Switch, Table, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useSaveScheduleSetup } from '../../api/save-schedule-setup';
import {
  agesAfterSizeChange,
  DEFAULT_DAY_WINDOW,
  namePath,
  problemField,
  newPitch,
  SIZE_OPTIONS,
  setupProblems,
  toFormValues,
  toSetupInput,
  tournamentAges,
  tournamentDates,
  type SetupFormValues,
  type SetupTournament,
} from '../../setup-form';
import { useIntl } from 'react-intl';
import { ageText } from '../../../../i18n/age-label';
import { ruleText } from '../../../../i18n/rule-text';
import { translatedMessage } from '../../../../i18n/server-message';

export interface SetupFormProps {
  orgId: string | undefined;
  tournamentId: string;
  tournament: SetupTournament;
  setup: ScheduleSetup | undefined;
}

// Labels are message ids, read in the form.
const FORMAT_OPTIONS = [
  { value: 'round-robin', label: 'scheduling.setup.roundRobin' },
  { value: 'groups-knockout', label: 'scheduling.setup.groupsKnockout' },
];

/**
 * Venue & rules: the pitches, the days, the rules every match obeys and how each division is played.
 * Validated with the shared setup schema as the organizer types; a 400 from the API lands on its field.
 */
/** Who goes through to the knockout: shown only for groups → knockout. */
function KnockoutFields({ divisionId, divisionName, rule }: { divisionId: string; divisionName: string; rule: (path: (string | number)[]) => { validator: () => Promise<void> } }) {
  const intl = useIntl();
  const type = Form.useWatch(['formats', divisionId, 'type']) as string | undefined;
  if (type !== 'groups-knockout') return <span className="ps-muted">—</span>;
  const path = (field: string) => ['formats', divisionId, 'knockout', field];
  return (
    <div className="ps-knockout">
      <Form.Item name={path('qualifiersPerGroup')} rules={[rule(path('qualifiersPerGroup'))]} label={intl.formatMessage({ id: 'scheduling.setup.topPerGroup' })} className="ps-knockout__field">
        <InputNumber min={1} max={8} precision={0} aria-label={intl.formatMessage({ id: 'scheduling.setup.topPerGroupLabel' }, { division: divisionName })} inputMode="numeric" />
      </Form.Item>
      <Form.Item name={path('bestThirds')} rules={[rule(path('bestThirds'))]} label={intl.formatMessage({ id: 'scheduling.setup.bestNext' })} className="ps-knockout__field">
        <InputNumber min={0} max={64} precision={0} aria-label={intl.formatMessage({ id: 'scheduling.setup.bestNextLabel' }, { division: divisionName })} inputMode="numeric" />
      </Form.Item>
      <Form.Item name={path('thirdPlaceMatch')} valuePropName="checked" label={intl.formatMessage({ id: 'scheduling.setup.thirdPlace' })} className="ps-knockout__field">
        <Switch size="small" aria-label={intl.formatMessage({ id: 'scheduling.setup.thirdPlaceLabel' }, { division: divisionName })} />
      </Form.Item>
    </div>
  );
}

export function SetupForm({ orgId, tournamentId, tournament, setup }: SetupFormProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<SetupFormValues>();
  const save = useSaveScheduleSetup(orgId, tournamentId);
  const [failure, setFailure] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const initialValues = useMemo(() => toFormValues(setup, tournament), [setup, tournament]);
  // The pitches as they were before the last change, to tell a size change from a hand-picked list of ages.
  const previousPitches = useRef(initialValues.pitches);
  const watchedPitches = Form.useWatch('pitches', form);
  useEffect(() => {
    previousPitches.current = watchedPitches ?? [];
  }, [watchedPitches]);
  const ages = tournamentAges(tournament.ageGroups, tournament.divisions);
  const ageOptions = ages.map((age) => ({ value: age, label: ageText(intl, age) }));
  const halfDefault = Math.round(tournament.firstHalfDuration / 60);
  const breakDefault = Math.round(tournament.breakDuration / 60);

  /** The venue form's own checks are rule sentences; the shared schema's messages are rows of the server table. */
  const problemText = (text: string): string => {
    const worded: string = ruleText(intl, text);
    return worded === text ? translatedMessage(text) : worded;
  };
  const inputOf = (values: SetupFormValues) => toSetupInput(values, tournament, setup?.seed);
  /** An antd rule: the whole form through the shared schema, this field's problem if any. */
  const rule = (path: (string | number)[]) => ({
    validator: async () => {
      const problem = setupProblems(inputOf(form.getFieldsValue(true) as SetupFormValues))[path.join('.')];
      if (problem) throw new Error(problemText(problem));
    },
  });

  const showProblems = (problems: Record<string, string>) => {
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    const left: string[] = [];
    for (const [path, text] of Object.entries(problems)) {
      // A field's problem goes on the field; one of a whole list ('pitches') or of the form, in the alert.
      const field = problemField(path);
      if (field) fields.push({ name: namePath(field), errors: [problemText(text)] });
      else left.push(problemText(text));
    }
    // Paths come from the API or the schema, not from the form's types: antd takes any path.
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    return left;
  };

  const onFinish = async (values: SetupFormValues) => {
    setFailure(undefined);
    const input = inputOf(values);
    const problems = setupProblems(input);
    if (Object.keys(problems).length > 0) {
      const left = showProblems(problems);
      setFailure(left[0] ?? intl.formatMessage({ id: 'scheduling.setup.fieldsNeedAttention' }));
      return;
    }
    try {
      await save.mutateAsync(input);
      setDirty(false);
      void message.success(intl.formatMessage({ id: 'scheduling.setup.saved' }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const left = showProblems(error.fields);
        setFailure(left[0] ?? error.message);
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

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
        setDirty(true);
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

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'scheduling.setup.pitches' })}</legend>
        <p className="ps-muted ps-fieldset__note">{intl.formatMessage({ id: 'scheduling.setup.pitchesHint' })}</p>
        <Form.List name="pitches">
          {(fields, { add, remove }) => (
            <div className="ps-rows">
              {fields.length === 0 && <p className="ps-rows__empty">{intl.formatMessage({ id: 'scheduling.setup.noPitch' })}</p>}
              <div className="ps-rows" role="list" aria-label={intl.formatMessage({ id: 'scheduling.setup.pitches' })}>
                {fields.map((field, index) => (
                  <div key={field.key} className="ps-row ps-row--pitch" role="listitem">
                    <Form.Item name={[field.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item label={intl.formatMessage({ id: 'scheduling.setup.pitchName' })} name={[field.name, 'name']} rules={[rule(['pitches', index, 'name'])]} className="ps-row__name">
                      <Input autoComplete="off" maxLength={60} placeholder={intl.formatMessage({ id: 'scheduling.setup.pitchPlaceholder' })} />
                    </Form.Item>
                    <Form.Item label={intl.formatMessage({ id: 'scheduling.setup.size' })} name={[field.name, 'size']} rules={[rule(['pitches', index, 'size'])]} className="ps-row__size">
                      <Select options={SIZE_OPTIONS} aria-label={intl.formatMessage({ id: 'scheduling.setup.sizeLabel' }, { number: index + 1 })} />
                    </Form.Item>
                    <Form.Item label={intl.formatMessage({ id: 'scheduling.setup.ages' })} name={[field.name, 'ages']} rules={[rule(['pitches', index, 'ages'])]} className="ps-row__ages">
                      <Select
                        mode="multiple"
                        options={ageOptions}
                        maxTagCount="responsive"
                        placeholder={intl.formatMessage({ id: 'scheduling.setup.agesPlaceholder' })}
                        aria-label={intl.formatMessage({ id: 'scheduling.setup.agesLabel' }, { number: index + 1 })}
                      />
                    </Form.Item>
                    <Tooltip title={intl.formatMessage({ id: 'scheduling.setup.removePitch' })}>
                      <Button
                        className="ps-row__remove"
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={intl.formatMessage({ id: 'scheduling.setup.removePitchLabel' }, { number: index + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    </Tooltip>
                  </div>
                ))}
              </div>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(newPitch(form.getFieldValue('pitches') ?? [], ages))} className="ps-rows__add">
                {intl.formatMessage({ id: 'scheduling.setup.addPitch' })}
              </Button>
            </div>
          )}
        </Form.List>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'scheduling.setup.days' })}</legend>
        <p className="ps-muted ps-fieldset__note">{intl.formatMessage({ id: 'scheduling.setup.daysHint' })}</p>
        <Form.List name="days">
          {(fields, { add, remove }) => (
            <div className="ps-rows">
              {fields.length === 0 && <p className="ps-rows__empty">{intl.formatMessage({ id: 'scheduling.setup.noDay' })}</p>}
              <div className="ps-rows" role="list" aria-label={intl.formatMessage({ id: 'scheduling.setup.days' })}>
                {fields.map((field, index) => (
                  <div key={field.key} className="ps-row ps-row--day" role="listitem">
                    <Form.Item label={intl.formatMessage({ id: 'scheduling.setup.date' })} name={[field.name, 'date']} rules={[rule(['days', index, 'date'])]}>
                      <Input type="date" aria-label={intl.formatMessage({ id: 'scheduling.setup.dateLabel' }, { number: index + 1 })} />
                    </Form.Item>
                    <Form.Item label={intl.formatMessage({ id: 'scheduling.setup.firstKickOff' })} name={[field.name, 'start']} rules={[rule(['days', index, 'start'])]}>
                      <Input type="time" step={300} aria-label={intl.formatMessage({ id: 'scheduling.setup.firstKickOffLabel' }, { number: index + 1 })} />
                    </Form.Item>
                    <Form.Item
                      label={intl.formatMessage({ id: 'scheduling.setup.endsAt' })}
                      name={[field.name, 'end']}
                      dependencies={[['days', field.name, 'start']]}
                      rules={[rule(['days', index, 'end'])]}
                    >
                      <Input type="time" step={300} aria-label={intl.formatMessage({ id: 'scheduling.setup.endsAtLabel' }, { number: index + 1 })} />
                    </Form.Item>
                    <Tooltip title={intl.formatMessage({ id: 'scheduling.setup.removeDay' })}>
                      <Button
                        className="ps-row__remove"
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={intl.formatMessage({ id: 'scheduling.setup.removeDayLabel' }, { number: index + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    </Tooltip>
                  </div>
                ))}
              </div>
              <Button
                icon={<PlusOutlined aria-hidden />}
                className="ps-rows__add"
                onClick={() => {
                  const days = (form.getFieldValue('days') ?? []) as { date: string }[];
                  const taken = new Set(days.map((day) => day.date));
                  const next = tournamentDates(tournament.startDate, tournament.endDate).find((date) => !taken.has(date)) ?? '';
                  add({ date: next, ...DEFAULT_DAY_WINDOW });
                }}
              >
                {intl.formatMessage({ id: 'scheduling.setup.addDay' })}
              </Button>
            </div>
          )}
        </Form.List>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'scheduling.setup.rules' })}</legend>
        <div className="ps-form-grid ps-form-grid--rules">
          <Form.Item
            label={intl.formatMessage({ id: 'scheduling.setup.changeover' })}
            name="changeoverMinutes"
            rules={[rule(['changeoverMinutes'])]}
            extra={intl.formatMessage({ id: 'scheduling.setup.changeoverHint' })}
          >
            <InputNumber min={0} max={120} precision={0} suffix="min" className="ps-number" inputMode="numeric" />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'scheduling.setup.minRest' })}
            name="minRestMinutes"
            rules={[rule(['minRestMinutes'])]}
            extra={intl.formatMessage({ id: 'scheduling.setup.minRestHint' })}
          >
            <InputNumber min={0} max={1440} precision={0} suffix="min" className="ps-number" inputMode="numeric" />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'scheduling.setup.perDay' })}
            name="maxMatchesPerTeamPerDay"
            rules={[rule(['maxMatchesPerTeamPerDay'])]}
            extra={intl.formatMessage({ id: 'scheduling.setup.perDayHint' })}
          >
            <InputNumber min={1} max={10} precision={0} className="ps-number" inputMode="numeric" />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'scheduling.setup.grid' })}
            name="startStepMinutes"
            rules={[rule(['startStepMinutes'])]}
            extra={intl.formatMessage({ id: 'scheduling.setup.gridHint' })}
          >
            <InputNumber min={1} max={60} precision={0} suffix="min" className="ps-number" inputMode="numeric" />
          </Form.Item>
        </div>
        <Form.Item label={intl.formatMessage({ id: 'scheduling.setup.clubRule' })} name="clubRule" valuePropName="checked" extra={intl.formatMessage({ id: 'scheduling.setup.clubRuleHint' })}>
          <Switch
            aria-label={intl.formatMessage({ id: 'scheduling.setup.clubRule' })}
            checkedChildren={intl.formatMessage({ id: 'scheduling.setup.on' })}
            unCheckedChildren={intl.formatMessage({ id: 'scheduling.setup.off' })}
          />
        </Form.Item>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'scheduling.setup.lengths' })}</legend>
        <p className="ps-muted ps-fieldset__note">{intl.formatMessage({ id: 'scheduling.setup.lengthsHint' }, { half: halfDefault, pause: breakDefault })}</p>
        <div className="ps-lengths" role="list" aria-label={intl.formatMessage({ id: 'scheduling.setup.lengths' })}>
          {ages
            .filter((age) => tournament.ageGroups.includes(age))
            .map((age: Age) => (
              <div key={age} className="ps-lengths__row" role="listitem">
                <span className="ps-lengths__age">{ageText(intl, age)}</span>
                <Form.Item name={['matchLengths', age, 'halfMinutes']} rules={[rule(['matchLengths', age, 'halfMinutes'])]} noStyle>
                  <InputNumber
                    min={1}
                    max={90}
                    precision={0}
                    placeholder={String(halfDefault)}
                    suffix={intl.formatMessage({ id: 'scheduling.setup.minHalf' })}
                    aria-label={intl.formatMessage({ id: 'scheduling.setup.minHalfLabel' }, { age: ageText(intl, age) })}
                    inputMode="numeric"
                  />
                </Form.Item>
                <Form.Item name={['matchLengths', age, 'breakMinutes']} rules={[rule(['matchLengths', age, 'breakMinutes'])]} noStyle>
                  <InputNumber
                    min={0}
                    max={60}
                    precision={0}
                    placeholder={String(breakDefault)}
                    suffix={intl.formatMessage({ id: 'scheduling.setup.minBreak' })}
                    aria-label={intl.formatMessage({ id: 'scheduling.setup.minBreakLabel' }, { age: ageText(intl, age) })}
                    inputMode="numeric"
                  />
                </Form.Item>
              </div>
            ))}
        </div>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'scheduling.setup.divisions' })}</legend>
        <p className="ps-muted ps-fieldset__note">{intl.formatMessage({ id: 'scheduling.setup.divisionsHint' })}</p>
        {tournament.divisions.length === 0 ? (
          <Alert type="warning" showIcon title={intl.formatMessage({ id: 'scheduling.setup.noDivision' })} description={intl.formatMessage({ id: 'scheduling.setup.noDivisionHint' })} />
        ) : (
          <Table
            className="ps-formats"
            size="small"
            pagination={false}
            rowKey="divisionId"
            dataSource={[...tournament.divisions]}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: intl.formatMessage({ id: 'scheduling.setup.division' }), key: 'name', render: (_, division) => <span className="ps-formats__name">{division.name}</span> },
              {
                title: intl.formatMessage({ id: 'scheduling.setup.format' }),
                key: 'type',
                render: (_, division) => (
                  <Form.Item name={['formats', division.divisionId, 'type']} noStyle>
                    <Select
                      options={FORMAT_OPTIONS.map((option) => ({ value: option.value, label: intl.formatMessage({ id: option.label }) }))}
                      className="ps-formats__type"
                      aria-label={intl.formatMessage({ id: 'scheduling.setup.formatLabel' }, { division: division.name })}
                    />
                  </Form.Item>
                ),
              },
              {
                title: intl.formatMessage({ id: 'scheduling.setup.legs' }),
                key: 'legs',
                render: (_, division) => (
                  <Form.Item name={['formats', division.divisionId, 'legs']} noStyle>
                    <Radio.Group
                      optionType="button"
                      aria-label={intl.formatMessage({ id: 'scheduling.setup.legsLabel' }, { division: division.name })}
                      options={[
                        { value: 1, label: intl.formatMessage({ id: 'scheduling.setup.one' }) },
                        { value: 2, label: intl.formatMessage({ id: 'scheduling.setup.two' }) },
                      ]}
                    />
                  </Form.Item>
                ),
              },
              {
                title: intl.formatMessage({ id: 'scheduling.setup.groupSize' }),
                key: 'groupSize',
                render: (_, division) => (
                  <Form.Item name={['formats', division.divisionId, 'groupSize']} rules={[rule(['formats', division.divisionId, 'groupSize'])]} className="ps-formats__size">
                    <InputNumber
                      min={2}
                      max={64}
                      precision={0}
                      placeholder={intl.formatMessage({ id: 'scheduling.setup.all' })}
                      aria-label={intl.formatMessage({ id: 'scheduling.setup.groupSizeLabel' }, { division: division.name })}
                      inputMode="numeric"
                    />
                  </Form.Item>
                ),
              },
              {
                title: intl.formatMessage({ id: 'scheduling.setup.knockout' }),
                key: 'knockout',
                render: (_, division) => <KnockoutFields divisionId={division.divisionId} divisionName={division.name} rule={rule} />,
              },
            ]}
          />
        )}
      </fieldset>

      <div className="ps-form-actions">
        {!dirty && setup && (
          <span className="ps-saved-note">
            <CheckCircleOutlined aria-hidden /> {intl.formatMessage({ id: 'scheduling.setup.savedNote' })}
          </span>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage({ id: 'scheduling.setup.save' })}
        </Button>
      </div>
    </Form>
  );
}
