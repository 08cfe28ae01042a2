import { CheckCircleOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ageLabel, type Age, type ScheduleSetup } from '@pitchside/shared';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Select, Switch, Table, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useSaveScheduleSetup } from '../../api/save-schedule-setup';
import {
  agesAfterSizeChange, DEFAULT_DAY_WINDOW, namePath, problemField, newPitch, SIZE_OPTIONS, setupProblems, toFormValues, toSetupInput, tournamentAges, tournamentDates,
  type SetupFormValues, type SetupTournament,
} from '../../setup-form';

export interface SetupFormProps {
  orgId: string | undefined;
  tournamentId: string;
  tournament: SetupTournament;
  setup: ScheduleSetup | undefined;
}

const FORMAT_OPTIONS = [
  { value: 'round-robin', label: 'Round robin' },
  { value: 'groups-knockout', label: 'Groups → knockout' },
];

/**
 * Venue & rules: the pitches, the days, the rules every match obeys and how each division is played.
 * Validated with the shared setup schema as the organizer types; a 400 from the API lands on its field.
 */
/** Who goes through to the knockout: shown only for groups → knockout. */
function KnockoutFields({ divisionId, divisionName, rule }: { divisionId: string; divisionName: string; rule: (path: (string | number)[]) => { validator: () => Promise<void> } }) {
  const type = Form.useWatch(['formats', divisionId, 'type']) as string | undefined;
  if (type !== 'groups-knockout') return <span className="ps-muted">—</span>;
  const path = (field: string) => ['formats', divisionId, 'knockout', field];
  return (
    <div className="ps-knockout">
      <Form.Item name={path('qualifiersPerGroup')} rules={[rule(path('qualifiersPerGroup'))]} label="Top per group" className="ps-knockout__field">
        <InputNumber min={1} max={8} precision={0} aria-label={`Teams through per group in ${divisionName}`} inputMode="numeric" />
      </Form.Item>
      <Form.Item name={path('bestThirds')} rules={[rule(path('bestThirds'))]} label="Best next-placed" className="ps-knockout__field">
        <InputNumber min={0} max={64} precision={0} aria-label={`Best next-placed teams through in ${divisionName}`} inputMode="numeric" />
      </Form.Item>
      <Form.Item name={path('thirdPlaceMatch')} valuePropName="checked" label="3rd-place match" className="ps-knockout__field">
        <Switch size="small" aria-label={`Third-place match in ${divisionName}`} />
      </Form.Item>
    </div>
  );
}

export function SetupForm({ orgId, tournamentId, tournament, setup }: SetupFormProps) {
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
  const ageOptions = ages.map((age) => ({ value: age, label: ageLabel(age) }));
  const halfDefault = Math.round(tournament.firstHalfDuration / 60);
  const breakDefault = Math.round(tournament.breakDuration / 60);

  const inputOf = (values: SetupFormValues) => toSetupInput(values, tournament, setup?.seed);
  /** An antd rule: the whole form through the shared schema, this field's problem if any. */
  const rule = (path: (string | number)[]) => ({
    validator: async () => {
      const problem = setupProblems(inputOf(form.getFieldsValue(true) as SetupFormValues))[path.join('.')];
      if (problem) throw new Error(problem);
    },
  });

  const showProblems = (problems: Record<string, string>) => {
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    const left: string[] = [];
    for (const [path, text] of Object.entries(problems)) {
      // A field's problem goes on the field; one of a whole list ('pitches') or of the form, in the alert.
      const field = problemField(path);
      if (field) fields.push({ name: namePath(field), errors: [text] });
      else left.push(text);
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
      setFailure(left[0] ?? 'Some fields need attention');
      return;
    }
    try {
      await save.mutateAsync(input);
      setDirty(false);
      void message.success('Venue and rules saved');
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
          title="Describe the venue, then generate"
          description="Add the pitches, check the days and the rules, and save. The tournament's days are filled in below."
        />
      )}

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">Pitches</legend>
        <p className="ps-muted ps-fieldset__note">Each pitch has a size and the age groups allowed to play on it.</p>
        <Form.List name="pitches">
          {(fields, { add, remove }) => (
            <div className="ps-rows">
              {fields.length === 0 && <p className="ps-rows__empty">No pitch yet.</p>}
              <div className="ps-rows" role="list" aria-label="Pitches">
                {fields.map((field, index) => (
                  <div key={field.key} className="ps-row ps-row--pitch" role="listitem">
                    <Form.Item name={[field.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item label="Pitch name" name={[field.name, 'name']} rules={[rule(['pitches', index, 'name'])]} className="ps-row__name">
                      <Input autoComplete="off" maxLength={60} placeholder="Pitch 1" />
                    </Form.Item>
                    <Form.Item label="Size" name={[field.name, 'size']} rules={[rule(['pitches', index, 'size'])]} className="ps-row__size">
                      <Select options={SIZE_OPTIONS} aria-label={`Size of pitch ${index + 1}`} />
                    </Form.Item>
                    <Form.Item label="Age groups allowed" name={[field.name, 'ages']} rules={[rule(['pitches', index, 'ages'])]} className="ps-row__ages">
                      <Select mode="multiple" options={ageOptions} maxTagCount="responsive" placeholder="Choose age groups" aria-label={`Age groups allowed on pitch ${index + 1}`} />
                    </Form.Item>
                    <Tooltip title="Remove this pitch">
                      <Button className="ps-row__remove" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Remove pitch ${index + 1}`} onClick={() => remove(field.name)} />
                    </Tooltip>
                  </div>
                ))}
              </div>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(newPitch(form.getFieldValue('pitches') ?? [], ages))} className="ps-rows__add">
                Add pitch
              </Button>
            </div>
          )}
        </Form.List>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">Days</legend>
        <p className="ps-muted ps-fieldset__note">Matches are placed between the first kick-off and the last final whistle of each day.</p>
        <Form.List name="days">
          {(fields, { add, remove }) => (
            <div className="ps-rows">
              {fields.length === 0 && <p className="ps-rows__empty">No day yet.</p>}
              <div className="ps-rows" role="list" aria-label="Days">
                {fields.map((field, index) => (
                  <div key={field.key} className="ps-row ps-row--day" role="listitem">
                    <Form.Item label="Date" name={[field.name, 'date']} rules={[rule(['days', index, 'date'])]}>
                      <Input type="date" aria-label={`Date of day ${index + 1}`} />
                    </Form.Item>
                    <Form.Item label="First kick-off" name={[field.name, 'start']} rules={[rule(['days', index, 'start'])]}>
                      <Input type="time" step={300} aria-label={`First kick-off on day ${index + 1}`} />
                    </Form.Item>
                    <Form.Item label="Ends at" name={[field.name, 'end']} dependencies={[['days', field.name, 'start']]} rules={[rule(['days', index, 'end'])]}>
                      <Input type="time" step={300} aria-label={`End of day ${index + 1}`} />
                    </Form.Item>
                    <Tooltip title="Remove this day">
                      <Button className="ps-row__remove" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Remove day ${index + 1}`} onClick={() => remove(field.name)} />
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
                Add day
              </Button>
            </div>
          )}
        </Form.List>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">Rules</legend>
        <div className="ps-form-grid ps-form-grid--rules">
          <Form.Item label="Changeover" name="changeoverMinutes" rules={[rule(['changeoverMinutes'])]} extra="Time a pitch needs between two matches.">
            <InputNumber min={0} max={120} precision={0} suffix="min" className="ps-number" inputMode="numeric" />
          </Form.Item>
          <Form.Item label="Minimum rest" name="minRestMinutes" rules={[rule(['minRestMinutes'])]} extra="From a team's final whistle to its next kick-off.">
            <InputNumber min={0} max={1440} precision={0} suffix="min" className="ps-number" inputMode="numeric" />
          </Form.Item>
          <Form.Item label="Matches per team per day" name="maxMatchesPerTeamPerDay" rules={[rule(['maxMatchesPerTeamPerDay'])]} extra="At most.">
            <InputNumber min={1} max={10} precision={0} className="ps-number" inputMode="numeric" />
          </Form.Item>
          <Form.Item label="Kick-off grid" name="startStepMinutes" rules={[rule(['startStepMinutes'])]} extra="Kick-offs fall on this step of minutes.">
            <InputNumber min={1} max={60} precision={0} suffix="min" className="ps-number" inputMode="numeric" />
          </Form.Item>
        </div>
        <Form.Item
          label="Club rule"
          name="clubRule"
          valuePropName="checked"
          extra="A club's teams in different divisions never play at the same time. Coaches with several teams are always kept apart."
        >
          <Switch aria-label="Club rule" checkedChildren="On" unCheckedChildren="Off" />
        </Form.Item>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">Match length by age group</legend>
        <p className="ps-muted ps-fieldset__note">
          Leave empty to use the tournament&apos;s: 2 × {halfDefault} min with a {breakDefault}-min break.
        </p>
        <div className="ps-lengths" role="list" aria-label="Match length by age group">
          {ages.filter((age) => tournament.ageGroups.includes(age)).map((age: Age) => (
            <div key={age} className="ps-lengths__row" role="listitem">
              <span className="ps-lengths__age">{ageLabel(age)}</span>
              <Form.Item name={['matchLengths', age, 'halfMinutes']} rules={[rule(['matchLengths', age, 'halfMinutes'])]} noStyle>
                <InputNumber min={1} max={90} precision={0} placeholder={String(halfDefault)} suffix="min half" aria-label={`${ageLabel(age)}: minutes per half`} inputMode="numeric" />
              </Form.Item>
              <Form.Item name={['matchLengths', age, 'breakMinutes']} rules={[rule(['matchLengths', age, 'breakMinutes'])]} noStyle>
                <InputNumber min={0} max={60} precision={0} placeholder={String(breakDefault)} suffix="min break" aria-label={`${ageLabel(age)}: minutes of break`} inputMode="numeric" />
              </Form.Item>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="ps-fieldset">
        <legend className="ps-fieldset__legend">Divisions</legend>
        <p className="ps-muted ps-fieldset__note">Round robin in groups of at most the group size (empty: one group of all teams). Groups → knockout adds the knockout rounds after the groups: the top teams of each group, plus the best next-placed when asked.</p>
        {tournament.divisions.length === 0 ? (
          <Alert type="warning" showIcon title="This tournament has no division yet" description="Add divisions and teams on the tournament's Structure and Teams tabs first." />
        ) : (
          <Table
            className="ps-formats"
            size="small"
            pagination={false}
            rowKey="divisionId"
            dataSource={[...tournament.divisions]}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Division', key: 'name', render: (_, division) => <span className="ps-formats__name">{division.name}</span> },
              {
                title: 'Format',
                key: 'type',
                render: (_, division) => (
                  <Form.Item name={['formats', division.divisionId, 'type']} noStyle>
                    <Select options={FORMAT_OPTIONS} className="ps-formats__type" aria-label={`Format of ${division.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: 'Legs',
                key: 'legs',
                render: (_, division) => (
                  <Form.Item name={['formats', division.divisionId, 'legs']} noStyle>
                    <Radio.Group optionType="button" aria-label={`Legs in ${division.name}`} options={[{ value: 1, label: 'One' }, { value: 2, label: 'Two' }]} />
                  </Form.Item>
                ),
              },
              {
                title: 'Group size',
                key: 'groupSize',
                render: (_, division) => (
                  <Form.Item name={['formats', division.divisionId, 'groupSize']} rules={[rule(['formats', division.divisionId, 'groupSize'])]} className="ps-formats__size">
                    <InputNumber min={2} max={64} precision={0} placeholder="All" aria-label={`Group size in ${division.name}`} inputMode="numeric" />
                  </Form.Item>
                ),
              },
              {
                title: 'Knockout',
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
            <CheckCircleOutlined aria-hidden /> Saved
          </span>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save venue and rules
        </Button>
      </div>
    </Form>
  );
}
