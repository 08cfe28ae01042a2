import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type * as z from 'zod';
import { confirmPasswordRule, schemaRule } from '../lib/form-errors';

/**
 * A new password and its confirmation, as sign-up, the invitation, the reset link and the profile ask for
 * them: validated with the form's shared schema (the spec's password message) and the confirmation rule.
 */
export function NewPasswordFields({ schema, labels = { password: 'Password', confirm: 'Confirm password' } }: { schema: z.ZodType; labels?: { password: string; confirm: string } }) {
  return (
    <>
      <Form.Item
        label={labels.password}
        name="password"
        extra="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        rules={[schemaRule(schema, 'password', 'onBlur')]}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={labels.confirm} name="confirmPassword" dependencies={['password']} rules={[confirmPasswordRule]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
