import { MedicineBoxOutlined } from '@ant-design/icons';
import { recordIncidentInputSchema, type MatchView, type RecordIncidentInput } from '@pitchside/shared';
import { Alert, App, Button, Form, Input, Radio, Switch } from 'antd';
import * as z from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { parseForm, schemaRule } from '../../../lib/form-errors';
import { useIncidents, type Incident } from '../api/list-incidents';
import { useRecordIncident } from '../api/record-incident';
import { dateTime } from '../format';
import { useIntl } from 'react-intl';
import { playerDisplayName } from '../../../i18n/player-name';
import { NumberField, numberRule } from '../../../components/number-field';

/** Medics record injuries; organizers, medics and the side's coach read them (never the public). */
export function IncidentsSection({ match }: { match: MatchView }) {
  const intl = useIntl();
  const incidents = useIncidents(match.tournamentId, match.matchId, match.can.readIncidents);
  if (!match.can.readIncidents && !match.can.recordIncident) return null;
  return (
    <section className="ps-card pm-match-section" aria-labelledby="incidents-title">
      <h2 className="ps-card__title" id="incidents-title">
        <MedicineBoxOutlined aria-hidden /> {intl.formatMessage({ id: 'incidents.title' })}
      </h2>
      {match.can.readIncidents &&
        (incidents.isError ? (
          <Alert type="error" showIcon title={errorMessage(incidents.error)} />
        ) : (incidents.data?.incidents.length ?? 0) === 0 ? (
          <p className="ps-muted">{intl.formatMessage({ id: incidents.isLoading ? 'incidents.loading' : 'incidents.none' })}</p>
        ) : (
          <ul className="pm-incidents">
            {incidents.data?.incidents.map((incident) => (
              <IncidentItem key={incident.incidentId} incident={incident} match={match} />
            ))}
          </ul>
        ))}
      {match.can.recordIncident && <IncidentForm match={match} />}
    </section>
  );
}

function IncidentItem({ incident, match }: { incident: Incident; match: MatchView }) {
  const intl = useIntl();
  return (
    <li className="pm-incidents__item">
      <p>
        <strong>{playerDisplayName(intl, incident.playerName)}</strong> ({incident.teamType === 'home' ? match.homeTeam : match.awayTeam}){incident.minute !== undefined && ` · ${incident.minute}'`}
      </p>
      <p>
        {incident.injury} — {incident.treatment}
      </p>
      <p className="ps-muted">
        {intl.formatMessage({ id: incident.returnedToPlay ? 'incidents.returned' : 'incidents.notReturned' })} · {incident.recordedByName}, {dateTime(incident.recordedAt)}
      </p>
    </li>
  );
}

/** The form's values as the API's input: an emptied minute field (null) is no minute. */
const incidentFormSchema = z.preprocess(
  (values) => (typeof values === 'object' && values !== null ? { ...values, minute: (values as { minute?: unknown }).minute ?? undefined } : values),
  recordIncidentInputSchema,
) as z.ZodType<RecordIncidentInput>;

interface IncidentValues {
  teamType: 'home' | 'away';
  playerName: string;
  minute?: number | null;
  injury: string;
  treatment: string;
  returnedToPlay: boolean;
}

function IncidentForm({ match }: { match: MatchView }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<IncidentValues>();
  const record = useRecordIncident(match.tournamentId, match.matchId);

  const submit = async (values: IncidentValues) => {
    const input = parseForm(form, incidentFormSchema, values);
    if (!input) return;
    try {
      await record.mutateAsync(input);
      void message.success(intl.formatMessage({ id: 'incidents.recorded' }));
      form.resetFields();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Form<IncidentValues>
      form={form}
      layout="vertical"
      className="pm-incident-form"
      initialValues={{ teamType: 'home', returnedToPlay: false }}
      onFinish={(values) => void submit(values)}
      requiredMark={false}
    >
      <h3 className="pm-incident-form__title">{intl.formatMessage({ id: 'incidents.formTitle' })}</h3>
      <Form.Item name="teamType" label={intl.formatMessage({ id: 'incidents.team' })}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          size="large"
          options={[
            { value: 'home', label: match.homeTeam },
            { value: 'away', label: match.awayTeam },
          ]}
        />
      </Form.Item>
      <Form.Item name="playerName" label={intl.formatMessage({ id: 'incidents.player' })} rules={[schemaRule(incidentFormSchema, 'playerName')]}>
        <Input size="large" />
      </Form.Item>
      <Form.Item validateFirst rules={[numberRule]} name="minute" label={intl.formatMessage({ id: 'incidents.minute' })}>
        <NumberField size="large" min={0} max={200} />
      </Form.Item>
      <Form.Item name="injury" label={intl.formatMessage({ id: 'incidents.injury' })} rules={[schemaRule(incidentFormSchema, 'injury')]}>
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name="treatment" label={intl.formatMessage({ id: 'incidents.treatment' })} rules={[schemaRule(incidentFormSchema, 'treatment')]}>
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name="returnedToPlay" label={intl.formatMessage({ id: 'incidents.returned' })} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={record.isPending}>
        {intl.formatMessage({ id: 'incidents.submit' })}
      </Button>
    </Form>
  );
}
