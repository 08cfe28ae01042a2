import { Alert, Form, Radio, Select, Table } from 'antd';
import { useIntl } from 'react-intl';
import type { SetupTournament } from '../../setup-form';
import { KnockoutFields } from './knockout-fields';
import type { SetupFieldRule } from './use-setup-problems';
import { NumberField, numberRule } from '../../../../components/number-field';

// Labels are message ids, read in the form.
const FORMAT_OPTIONS = [
  { value: 'round-robin', label: 'scheduling.setup.roundRobin' },
  { value: 'groups-knockout', label: 'scheduling.setup.groupsKnockout' },
];

/** How each division is played: format, legs, group size and, for groups → knockout, who goes through. */
export function DivisionFormatsFieldset({ tournament, rule }: { tournament: SetupTournament; rule: SetupFieldRule }) {
  const intl = useIntl();
  return (
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
                <Form.Item validateFirst name={['formats', division.divisionId, 'groupSize']} rules={[numberRule, rule(['formats', division.divisionId, 'groupSize'])]} className="ps-formats__size">
                  <NumberField
                    min={2}
                    max={64}
                    placeholder={intl.formatMessage({ id: 'scheduling.setup.all' })}
                    aria-label={intl.formatMessage({ id: 'scheduling.setup.groupSizeLabel' }, { division: division.name })}
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
  );
}
