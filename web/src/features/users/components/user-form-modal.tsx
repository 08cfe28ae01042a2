import { LockOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { createUserInputSchema, requiredMessage, USER_FORM_ROLES, type Role, type UserFormRole } from '@pitchside/shared';
import { Alert, App, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod';
import { useRoleLabel } from '../../../components/role-tag';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { apiFieldProblems, parseForm, schemaRule, showApiFieldErrors } from '../../../lib/form-errors';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import type { Member } from '../api/user-summary';

interface UserFormValues {
  email: string;
  password: string;
  displayName: string;
  roles: UserFormRole[];
  phone: string;
}

const rolesField = z.array(z.enum(USER_FORM_ROLES)).min(1, requiredMessage('role'));
const { email, password, displayName, phone } = createUserInputSchema.shape;
const createFormSchema = z.object({ email, password, displayName, phone, roles: rolesField });
const editFormSchema = z.object({ displayName, phone, roles: rolesField });

const isFormRole = (role: Role): role is UserFormRole => (USER_FORM_ROLES as readonly Role[]).includes(role);
const roleMap = (roles: readonly Role[]) => Object.fromEntries(roles.map((role) => [role, true])) as Partial<Record<Role, true>>;

export interface UserFormModalProps {
  orgId: string | undefined;
  /** The member to edit; none to add a new one. */
  user?: Member | undefined;
  open: boolean;
  onClose: () => void;
}

/** Add a member (POST /api/auth/create-user) or edit one (PUT /api/auth/update-user). */
export function UserFormModal({ orgId, user, open, onClose }: UserFormModalProps) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const [form] = Form.useForm<UserFormValues>();
  const { message } = App.useApp();
  const create = useCreateUser(orgId);
  const update = useUpdateUser(orgId);
  const [failure, setFailure] = useState<string>();
  const editing = user !== undefined;
  const schema = editing ? editFormSchema : createFormSchema;

  const submit = async (values: UserFormValues) => {
    setFailure(undefined);
    const input = parseForm(form, schema, values);
    if (!input) return;
    try {
      if (user) {
        // Roles the user form does not offer (tournamentadmin, refereeassignor) stay as they were.
        const kept = user.roles.filter((role) => !isFormRole(role));
        const result = await update.mutateAsync({
          uid: user.uid,
          properties: { displayName: input.displayName, role: roleMap([...input.roles, ...kept]), phone: values.phone.trim() },
        });
        void message.success(result.message);
      } else {
        const created = input as z.output<typeof createFormSchema>;
        await create.mutateAsync({
          email: created.email,
          password: created.password,
          displayName: created.displayName,
          role: roleMap(created.roles),
          ...(created.phone ? { phone: created.phone } : {}),
        });
        void message.success(intl.formatMessage({ id: 'users.added' }));
      }
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? apiFieldProblems(error) : {};
      // The API names the role map `role` (or `properties.role`); the form's field is `roles`.
      const problem = fields.role ?? fields['properties.role'];
      if (problem) form.setFields([{ name: 'roles', errors: [problem] }]);
      if (!showApiFieldErrors(form, error, editing ? 'properties.' : '') && !problem) setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      title={editing ? intl.formatMessage({ id: 'users.editTitle' }, { name: user.displayName }) : intl.formatMessage({ id: 'users.add' })}
      open={open}
      onCancel={onClose}
      okText={intl.formatMessage({ id: editing ? 'users.saveChanges' : 'users.add' })}
      onOk={() => form.submit()}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      afterOpenChange={(visible) => !visible && setFailure(undefined)}
    >
      <Form<UserFormValues>
        form={form}
        name={editing ? 'edit-user' : 'add-user'}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        validateTrigger={['onChange', 'onBlur']}
        initialValues={user ? { displayName: user.displayName, phone: user.phone ?? '', roles: user.roles.filter(isFormRole) } : { email: '', password: '', displayName: '', phone: '', roles: [] }}
        onFinish={submit}
        onValuesChange={() => failure && setFailure(undefined)}
      >
        {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
        {editing ? (
          <p className="ps-muted ps-modal-note">
            <MailOutlined aria-hidden /> {user.email}
          </p>
        ) : (
          <Form.Item label={intl.formatMessage({ id: 'auth.email' })} name="email" rules={[schemaRule(createFormSchema, 'email', 'onBlur')]}>
            <Input prefix={<MailOutlined aria-hidden />} inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        )}
        <Form.Item label={intl.formatMessage({ id: 'account.displayName' })} name="displayName" rules={[schemaRule(schema, 'displayName')]}>
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="off" />
        </Form.Item>
        {!editing && (
          <Form.Item
            label={intl.formatMessage({ id: 'users.firstPassword' })}
            name="password"
            extra={intl.formatMessage({ id: 'users.firstPasswordHelp' })}
            rules={[schemaRule(createFormSchema, 'password', 'onBlur')]}
          >
            <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item label={intl.formatMessage({ id: 'account.roles' })} name="roles" rules={[schemaRule(schema, 'roles')]}>
          <Checkbox.Group className="ps-role-choices" options={USER_FORM_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))} />
        </Form.Item>
        <Form.Item label={intl.formatMessage({ id: 'account.phone' })} name="phone" extra={intl.formatMessage({ id: 'users.optional' })} rules={[schemaRule(schema, 'phone', 'onBlur')]}>
          <Input prefix={<PhoneOutlined aria-hidden />} inputMode="tel" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
