import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { DEFAULT_DAY_WINDOW, tournamentDates, type SetupFormValues, type SetupTournament } from '../../setup-form';
import type { SetupFieldRule } from './use-setup-problems';

/** The days: a date and its window each; a new day takes the first tournament date not used yet. */
export function DaysFieldset({ tournament, rule }: { tournament: SetupTournament; rule: SetupFieldRule }) {
  const intl = useIntl();
  const form = Form.useFormInstance<SetupFormValues>();
  return (
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
  );
}
