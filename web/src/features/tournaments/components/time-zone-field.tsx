import { timeZoneNames } from '@pitchside/shared';
import { Form, Select, type FormRule } from 'antd';
import { useMemo } from 'react';

/**
 * The venue's time zone. Kick-off times are the venue's clock; the zone lets calendar apps elsewhere
 * show the real kick-off (a parent following from home). New tournaments start from the browser's zone.
 */
export function TimeZoneField({ rule }: { rule: FormRule }) {
  const options = useMemo(() => timeZoneNames().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  return (
    <Form.Item
      label="Time zone of the venue"
      name="timeZone"
      rules={[rule]}
      extra="Kick-off times are the venue's clock. Calendar apps in other time zones convert from this one."
    >
      <Select showSearch options={options} placeholder="Europe/Stockholm" optionFilterProp="label" aria-label="Time zone of the venue" />
    </Form.Item>
  );
}
