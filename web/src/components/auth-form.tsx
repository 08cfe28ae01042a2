import { Alert, Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

export interface AuthFormProps<T> {
  form?: FormInstance<T>;
  name: string;
  onFinish: (values: T) => unknown;
  /** The refusal of the last submit, shown above the fields until the user edits one (`onEdit`). */
  failure: ReactNode;
  onEdit: () => void;
  submitLabel: ReactNode;
  submitting: boolean;
  children: ReactNode;
}

/**
 * The form on a signed-out screen (sign in, sign up, password reset): the refusal on top, one wide submit
 * button below. Errors clear while typing; a format is only judged when the field is left (or on submit).
 */
export function AuthForm<T>({ form, name, onFinish, failure, onEdit, submitLabel, submitting, children }: AuthFormProps<T>) {
  return (
    <Form<T> form={form} name={name} layout="vertical" size="large" requiredMark={false} validateTrigger={['onChange', 'onBlur']} onFinish={onFinish} onValuesChange={() => failure && onEdit()}>
      {failure && <Alert className="ps-signin__failure" type="error" showIcon title={failure} />}
      {children}
      <Button type="primary" htmlType="submit" block loading={submitting} className="ps-signin__submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
