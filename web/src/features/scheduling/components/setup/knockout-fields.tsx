import { Form, Switch } from 'antd';
import { useIntl } from 'react-intl';
import type { SetupFieldRule } from './use-setup-problems';
import { NumberField, numberRule } from '../../../../components/number-field';

/** Who goes through to the knockout: shown only for groups → knockout. */
export function KnockoutFields({ divisionId, divisionName, rule }: { divisionId: string; divisionName: string; rule: SetupFieldRule }) {
  const intl = useIntl();
  const type = Form.useWatch(['formats', divisionId, 'type']) as string | undefined;
  if (type !== 'groups-knockout') return <span className="ps-muted">—</span>;
  const path = (field: string) => ['formats', divisionId, 'knockout', field];
  return (
    <div className="ps-knockout">
      <Form.Item
        validateFirst
        name={path('qualifiersPerGroup')}
        rules={[numberRule, rule(path('qualifiersPerGroup'))]}
        label={intl.formatMessage({ id: 'scheduling.setup.topPerGroup' })}
        className="ps-knockout__field"
      >
        <NumberField min={1} max={8} aria-label={intl.formatMessage({ id: 'scheduling.setup.topPerGroupLabel' }, { division: divisionName })} />
      </Form.Item>
      <Form.Item validateFirst name={path('bestThirds')} rules={[numberRule, rule(path('bestThirds'))]} label={intl.formatMessage({ id: 'scheduling.setup.bestNext' })} className="ps-knockout__field">
        <NumberField min={0} max={64} aria-label={intl.formatMessage({ id: 'scheduling.setup.bestNextLabel' }, { division: divisionName })} />
      </Form.Item>
      <Form.Item name={path('thirdPlaceMatch')} valuePropName="checked" label={intl.formatMessage({ id: 'scheduling.setup.thirdPlace' })} className="ps-knockout__field">
        <Switch size="small" aria-label={intl.formatMessage({ id: 'scheduling.setup.thirdPlaceLabel' }, { division: divisionName })} />
      </Form.Item>
    </div>
  );
}
