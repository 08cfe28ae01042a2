import { Form, InputNumber, Switch } from 'antd';
import { useIntl } from 'react-intl';
import type { SetupFieldRule } from './use-setup-problems';

/** The rules every match obeys: changeover, rest, matches a day, the start grid and the club rule. */
export function MatchRulesFieldset({ rule }: { rule: SetupFieldRule }) {
  const intl = useIntl();
  return (
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
  );
}
