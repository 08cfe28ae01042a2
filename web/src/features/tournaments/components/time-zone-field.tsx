import { timeZoneNames } from '@pitchside/shared';
import { Form, Select, type FormRule } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The venue's time zone. Kick-off times are the venue's clock; the zone lets calendar apps elsewhere
 * show the real kick-off (a parent following from home). New tournaments start from the browser's zone.
 */
export function TimeZoneField({ rule }: { rule: FormRule }) {
  const intl = useIntl();
  const options = useMemo(() => timeZoneNames().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  return (
    <Form.Item label={intl.formatMessage({ id: 'tournaments.timeZone' })} name="timeZone" rules={[rule]} extra={intl.formatMessage({ id: 'tournaments.timeZoneHint' })}>
      <Select showSearch options={options} placeholder="Europe/Stockholm" optionFilterProp="label" aria-label={intl.formatMessage({ id: 'tournaments.timeZone' })} />
    </Form.Item>
  );
}
