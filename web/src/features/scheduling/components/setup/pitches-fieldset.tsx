import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Age } from '@pitchside/shared';
import { Button, Form, Input, Select, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { newPitch, SIZE_OPTIONS, type SetupFormValues } from '../../setup-form';
import type { SetupFieldRule } from './use-setup-problems';

/** The pitches: a row each with its size and the ages it takes; a new one takes the ages no pitch has yet. */
export function PitchesFieldset({ ages, ageOptions, rule }: { ages: Age[]; ageOptions: { value: Age; label: string }[]; rule: SetupFieldRule }) {
  const intl = useIntl();
  const form = Form.useFormInstance<SetupFormValues>();
  return (
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
  );
}
