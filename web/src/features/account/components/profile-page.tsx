import { NewPasswordFields } from '../../../components/new-password-fields';
import { LockOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { confirmPasswordSchema, passwordSchema, refinePasswordConfirmation, required, requiredString, updateProfileInputSchema } from '@pitchside/shared';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod';
import { PageHeader } from '../../../components/page-header';
import { RoleTagList } from '../../../components/role-tag';
import { parseForm, schemaRule } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { useMe } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';
import { passwordChangeFailure } from '../password-change-error';
import { PhoneNotifications } from './phone-notifications';
import { TitledCard } from '../../../components/titled-card';

interface DetailsValues {
  displayName: string;
  phone: string;
}

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const passwordChangeSchema = refinePasswordConfirmation(
  z.object({
    currentPassword: requiredString('currentPassword'),
    password: required(passwordSchema, 'newPassword'),
    confirmPassword: confirmPasswordSchema,
  }),
);

/** /admin/profile: your name and phone (PUT /api/profile), and your password (Cognito). */
export function ProfilePage() {
  const intl = useIntl();
  const { data: me } = useMe();
  return (
    <div className="ps-page">
      <PageHeader title={intl.formatMessage({ id: 'account.profile' })} description={intl.formatMessage({ id: 'account.profileHelp' })} />
      <div className="ps-profile">
        <TitledCard id="details-title" title={intl.formatMessage({ id: 'account.details' })}>
          <dl className="ps-facts">
            <div>
              <dt>{intl.formatMessage({ id: 'account.email' })}</dt>
              <dd>{me.email}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'account.roles' })}</dt>
              <dd>
                <RoleTagList roles={me.roles} label={intl.formatMessage({ id: 'account.yourRoles' })} />
              </dd>
            </div>
          </dl>
          <DetailsForm displayName={me.displayName} phone={me.phone ?? ''} />
        </TitledCard>
        <TitledCard id="phone-notifications-title" title={intl.formatMessage({ id: 'account.push.title' })}>
          <PhoneNotifications />
        </TitledCard>
        <TitledCard id="password-title" title={intl.formatMessage({ id: 'auth.password' })}>
          <PasswordForm />
        </TitledCard>
      </div>
    </div>
  );
}

function DetailsForm({ displayName, phone }: DetailsValues) {
  const intl = useIntl();
  const [form] = Form.useForm<DetailsValues>();
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const [failed, setFailed] = useState(false);

  const submit = async (values: DetailsValues) => {
    setFailed(false);
    const input = parseForm(form, updateProfileInputSchema, values);
    if (!input) return;
    try {
      // A blank phone is sent as '' (remove the number); the schema's output would drop it.
      const me = await update.mutateAsync({ ...input, phone: values.phone.trim() });
      form.setFieldsValue({ displayName: me.displayName, phone: me.phone ?? '' });
      void message.success(intl.formatMessage({ id: 'account.profileUpdated' }));
    } catch {
      // Spec §8: one message for any failure of the profile update.
      setFailed(true);
    }
  };

  return (
    <Form<DetailsValues>
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={{ displayName, phone }}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={submit}
      onValuesChange={() => failed && setFailed(false)}
    >
      {failed && <Alert className="ps-form-alert" type="error" showIcon title={intl.formatMessage({ id: 'account.updateFailed' })} />}
      <Form.Item label={intl.formatMessage({ id: 'account.displayName' })} name="displayName" rules={[schemaRule(updateProfileInputSchema, 'displayName')]}>
        <Input prefix={<UserOutlined aria-hidden />} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label={intl.formatMessage({ id: 'account.phone' })}
        name="phone"
        extra={intl.formatMessage({ id: 'account.phoneHelp' })}
        rules={[schemaRule(updateProfileInputSchema, 'phone', 'onBlur')]}
      >
        <Input prefix={<PhoneOutlined aria-hidden />} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {intl.formatMessage({ id: 'account.saveProfile' })}
      </Button>
    </Form>
  );
}

function PasswordForm() {
  const intl = useIntl();
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const change = useChangePassword();
  const [failed, setFailed] = useState<ReturnType<typeof passwordChangeFailure>['message']>();

  const submit = async (values: PasswordValues) => {
    setFailed(undefined);
    const input = parseForm(form, passwordChangeSchema, values);
    if (!input) return;
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: input.password });
      form.resetFields();
      void message.success(intl.formatMessage({ id: 'account.passwordChanged' }));
    } catch (error) {
      // A wrong current password is said on that field, not as "could not be updated, try later".
      const failure = passwordChangeFailure(error);
      if (failure.field) form.setFields([{ name: failure.field, errors: [intl.formatMessage({ id: failure.message })] }]);
      else setFailed(failure.message);
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      name="password"
      layout="vertical"
      requiredMark={false}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={submit}
      onValuesChange={() => failed && setFailed(undefined)}
    >
      {failed && <Alert className="ps-form-alert" type="error" showIcon title={intl.formatMessage({ id: failed })} />}
      <Form.Item label={intl.formatMessage({ id: 'account.currentPassword' })} name="currentPassword" rules={[schemaRule(passwordChangeSchema, 'currentPassword')]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields schema={passwordChangeSchema} labels={{ password: intl.formatMessage({ id: 'reset.newPassword' }), confirm: intl.formatMessage({ id: 'reset.confirmNew' }) }} />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {intl.formatMessage({ id: 'account.changePassword' })}
      </Button>
    </Form>
  );
}
