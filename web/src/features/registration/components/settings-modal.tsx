import { registrationSettingsInputSchema, REGISTRATION_LIMITS, type RegistrationOverview, type RegistrationSettingsInput } from '@pitchside/shared';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { parseForm, showApiFieldErrors } from '../../../lib/form-errors';
import { useSaveRegistration } from '../api/save-registration';
import { registrationErrorText } from '../registration-labels';
import { settingsInput, settingsValues, type SettingsValues } from '../settings-form';
import { NumberField, numberRule } from '../../../components/number-field';

type DivisionRow = RegistrationOverview['divisions'][number];

export interface SettingsModalProps {
  orgId: string | undefined;
  tournamentId: string;
  timeZone: string;
  /** The division whose registration is set up or edited; none: closed. */
  division: DivisionRow | undefined;
  onClose: () => void;
}

/**
 * Open a division's registration or change it: dates in the venue's time, places, review, the fee (early
 * price, deposit), the squad deadline, documents and terms. The shared schema checks it as the API will.
 */
export function SettingsModal({ orgId, tournamentId, timeZone, division, onClose }: SettingsModalProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const save = useSaveRegistration(orgId, tournamentId);
  const [failure, setFailure] = useState<string>();
  const registration = division?.registration ?? null;
  const currency = (Form.useWatch('currency', form) ?? registration?.currency ?? '').toUpperCase();
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const submit = async (values: SettingsValues) => {
    if (!division) return;
    setFailure(undefined);
    const input = parseForm<RegistrationSettingsInput>(form, registrationSettingsInputSchema, settingsInput(values, registration?.state ?? 'open'));
    if (!input) return;
    try {
      await save.mutateAsync({ divisionId: division.divisionId, input });
      void message.success(say(registration ? 'registrationAdmin.saved' : 'registrationAdmin.opened', { division: division.name }));
      onClose();
    } catch (error) {
      if (!showApiFieldErrors(form, error)) setFailure(registrationErrorText(intl, error));
    }
  };

  const money = { min: 0, decimals: 2, className: 'ps-reg-number', suffix: currency || undefined } as const;
  return (
    <Modal
      title={division ? say(registration ? 'registrationAdmin.editTitle' : 'registrationAdmin.openTitle', { division: division.name }) : ''}
      open={division !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={say(registration ? 'registrationAdmin.save' : 'registrationAdmin.open')}
      cancelText={say('registrationAdmin.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={{ xs: '100%', sm: 640 }}
    >
      {division && (
        <Form<SettingsValues>
          form={form}
          name="registration-settings"
          layout="vertical"
          requiredMark={false}
          preserve={false}
          initialValues={settingsValues(registration, timeZone)}
          onFinish={(values) => void submit(values)}
          onValuesChange={() => failure && setFailure(undefined)}
        >
          {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
          <p className="ps-muted ps-modal-note">{say('registrationAdmin.venueTime', { zone: timeZone })}</p>
          <div className="ps-form-grid">
            <Form.Item label={say('registrationAdmin.opensAt')} name="opensAt">
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item label={say('registrationAdmin.closesAt')} name="closesAt">
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              validateFirst
              rules={[numberRule]}
              label={say('registrationAdmin.places')}
              name="places"
              extra={registration ? say('registrationAdmin.placesHeld', { held: registration.held }) : undefined}
            >
              <NumberField min={1} max={REGISTRATION_LIMITS.places} className="ps-reg-number" />
            </Form.Item>
            <Form.Item label={say('registrationAdmin.review')} name="review">
              <Radio.Group
                options={[
                  { value: 'firstCome', label: say('registrationAdmin.review.firstCome') },
                  { value: 'organizer', label: say('registrationAdmin.review.organizer') },
                ]}
              />
            </Form.Item>
            <Form.Item validateFirst rules={[numberRule]} label={say('registrationAdmin.entryFee')} name="entryFee">
              <NumberField {...money} />
            </Form.Item>
            <Form.Item label={say('registrationAdmin.currency')} name="currency" extra={say('registrationAdmin.currencyHint')}>
              <Input maxLength={3} autoComplete="off" />
            </Form.Item>
            <Form.Item validateFirst rules={[numberRule]} label={say('registrationAdmin.earlyFee')} name="earlyFee" extra={say('registrationAdmin.optional')}>
              <NumberField {...money} />
            </Form.Item>
            <Form.Item label={say('registrationAdmin.earlyUntil')} name="earlyUntil">
              <Input type="date" />
            </Form.Item>
            <Form.Item validateFirst rules={[numberRule]} label={say('registrationAdmin.deposit')} name="deposit" extra={say('registrationAdmin.optional')}>
              <NumberField {...money} />
            </Form.Item>
            <Form.Item label={say('registrationAdmin.balanceDueOn')} name="balanceDueOn">
              <Input type="date" />
            </Form.Item>
            <Form.Item label={say('registrationAdmin.squadDeadline')} name="squadDeadline" extra={say('registrationAdmin.optional')}>
              <Input type="date" />
            </Form.Item>
            <Form.Item validateFirst rules={[numberRule]} label={say('registrationAdmin.payHours')} name="payHours" extra={say('registrationAdmin.payHoursHint')}>
              <NumberField min={REGISTRATION_LIMITS.payHours.min} max={REGISTRATION_LIMITS.payHours.max} className="ps-reg-number" />
            </Form.Item>
            <Form.Item label={say('registrationAdmin.documents')} name="documents" extra={say('registrationAdmin.documentsHint')}>
              <Select<string[]> mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} maxCount={REGISTRATION_LIMITS.documents} />
            </Form.Item>
          </div>
          <Form.Item label={say('registrationAdmin.terms')} name="terms" extra={say('registrationAdmin.termsHint')}>
            <Input.TextArea rows={4} maxLength={REGISTRATION_LIMITS.terms} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
