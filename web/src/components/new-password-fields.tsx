import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type * as z from 'zod';
import { confirmPasswordRule, schemaRule } from '../lib/form-errors';

/**
 * A new password and its confirmation, as sign-up, the invitation, the reset link and the profile ask for
 * them: validated with the form's shared schema (the spec's password message) and the confirmation rule.
 */
export function NewPasswordFields({ schema, labels }: { schema: z.ZodType; labels?: { password: string; confirm: string } }) {
  const intl = useIntl();
  const { password, confirm } = labels ?? { password: intl.formatMessage({ id: 'auth.password' }), confirm: intl.formatMessage({ id: 'auth.confirmPassword' }) };
  return (
    <>
      <Form.Item label={password} name="password" extra={intl.formatMessage({ id: 'auth.passwordHint' })} rules={[schemaRule(schema, 'password', 'onBlur')]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={confirm} name="confirmPassword" dependencies={['password']} rules={[confirmPasswordRule]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
