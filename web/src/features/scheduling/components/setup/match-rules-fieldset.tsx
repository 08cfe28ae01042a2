import { Form, Switch } from 'antd';
import { useIntl } from 'react-intl';
import type { SetupFieldRule } from './use-setup-problems';
import { NumberField, numberRule } from '../../../../components/number-field';

/** The rules every match obeys: changeover, rest, matches a day, the start grid and the club rule. */
export function MatchRulesFieldset({ rule }: { rule: SetupFieldRule }) {
  const intl = useIntl();
  return (
    <fieldset className="ps-fieldset">
      <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'scheduling.setup.rules' })}</legend>
      <div className="ps-form-grid ps-form-grid--rules">
        <Form.Item
          validateFirst
          label={intl.formatMessage({ id: 'scheduling.setup.changeover' })}
          name="changeoverMinutes"
          rules={[numberRule, rule(['changeoverMinutes'])]}
          extra={intl.formatMessage({ id: 'scheduling.setup.changeoverHint' })}
        >
          <NumberField min={0} max={120} suffix="min" className="ps-number" />
        </Form.Item>
        <Form.Item
          validateFirst
          label={intl.formatMessage({ id: 'scheduling.setup.minRest' })}
          name="minRestMinutes"
          rules={[numberRule, rule(['minRestMinutes'])]}
          extra={intl.formatMessage({ id: 'scheduling.setup.minRestHint' })}
        >
          <NumberField min={0} max={1440} suffix="min" className="ps-number" />
        </Form.Item>
        <Form.Item
          validateFirst
          label={intl.formatMessage({ id: 'scheduling.setup.perDay' })}
          name="maxMatchesPerTeamPerDay"
          rules={[numberRule, rule(['maxMatchesPerTeamPerDay'])]}
          extra={intl.formatMessage({ id: 'scheduling.setup.perDayHint' })}
        >
          <NumberField min={1} max={10} className="ps-number" />
        </Form.Item>
        <Form.Item
          validateFirst
          label={intl.formatMessage({ id: 'scheduling.setup.grid' })}
          name="startStepMinutes"
          rules={[numberRule, rule(['startStepMinutes'])]}
          extra={intl.formatMessage({ id: 'scheduling.setup.gridHint' })}
        >
          <NumberField min={1} max={60} suffix="min" className="ps-number" />
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
  );
}
