import { isValidName, MESSAGES, type PlayerSummary } from '@pitchside/shared';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../lib/form-errors';
import { useAddPlayer } from '../api/add-player';
import { addFormSchema, editFormSchemaFor, type PlayerValues } from '../player-form-input';
import { useUpdatePlayer } from '../api/update-player';
import { useIntl } from 'react-intl';

export interface PlayerFormModalProps {
  orgId: string | undefined;
  teamId: string;
  /** The player to edit; none to add one. */
  player?: PlayerSummary | undefined;
  open: boolean;
  onClose: () => void;
}

/** Add a player to the roster, or edit one. The registration id is unique in the organization (409). */
export function PlayerFormModal({ orgId, teamId, player, open, onClose }: PlayerFormModalProps) {
  const [form] = Form.useForm<PlayerValues>();
  const { message } = App.useApp();
  const intl = useIntl();
  const add = useAddPlayer(orgId, teamId);
  const update = useUpdatePlayer(orgId, teamId);
  const [failure, setFailure] = useState<string>();
  const editing = player !== undefined;
  const editFormSchema = useMemo(() => editFormSchemaFor(player?.name ?? ''), [player?.name]);
  const schema = editing ? editFormSchema : addFormSchema;
  const rule = (field: keyof PlayerValues) => schemaRule(schema, field);

  const submit = async (values: PlayerValues) => {
    setFailure(undefined);
    try {
      if (player) {
        const input = parseForm(form, editFormSchema, values);
        if (!input) return;
        await update.mutateAsync({ playerId: player.playerId, input });
        void message.success(MESSAGES.playerUpdated);
      } else {
        const input = parseForm(form, addFormSchema, values);
        if (!input) return;
        await add.mutateAsync(input);
        void message.success(MESSAGES.playerAdded);
      }
      onClose();
    } catch (error) {
      // 409: 'A player with this registrationId exists already'.
      if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'registrationId', errors: [error.message] }]);
      else if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      title={editing ? intl.formatMessage({ id: 'teams.editLabel' }, { name: player.name }) : intl.formatMessage({ id: 'teams.addPlayer' })}
      open={open}
      onCancel={onClose}
      okText={editing ? intl.formatMessage({ id: 'teams.saveChanges' }) : intl.formatMessage({ id: 'teams.addPlayer' })}
      onOk={() => form.submit()}
      confirmLoading={add.isPending || update.isPending}
      destroyOnHidden
      width={{ xs: '100%', sm: 520 }}
    >
      <Form<PlayerValues>
        form={form}
        name={editing ? 'edit-player' : 'add-player'}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        validateTrigger={['onChange', 'onBlur']}
        initialValues={
          player
            ? {
                name: player.name,
                registrationId: player.registrationId ?? '',
                jerseyNumber: player.jerseyNumber === null ? '' : String(player.jerseyNumber),
                position: player.position ?? '',
                dateOfBirth: player.dateOfBirth ?? '',
              }
            : { name: '', registrationId: '', jerseyNumber: '', position: '', dateOfBirth: '' }
        }
        onFinish={(values) => void submit(values)}
        onValuesChange={() => failure && setFailure(undefined)}
      >
        {failure && <Alert className="ps-form-alert" type="error" showIcon title={failure} />}
        <Form.Item
          label={intl.formatMessage({ id: 'teams.name' })}
          name="name"
          rules={[rule('name')]}
          extra={player && !isValidName(player.name) ? intl.formatMessage({ id: 'teams.legacyName' }) : undefined}
        >
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <div className="ps-form-grid">
          <Form.Item label={intl.formatMessage({ id: 'teams.jersey' })} name="jerseyNumber" rules={[rule('jerseyNumber')]}>
            <Input className="ps-number" inputMode="numeric" autoComplete="off" maxLength={32} />
          </Form.Item>
          <Form.Item label={intl.formatMessage({ id: 'teams.position' })} name="position" rules={[rule('position')]}>
            <Input autoComplete="off" maxLength={50} placeholder={intl.formatMessage({ id: 'teams.positionPlaceholder' })} />
          </Form.Item>
          <Form.Item label={intl.formatMessage({ id: 'teams.registrationId' })} name="registrationId" extra={intl.formatMessage({ id: 'teams.registrationHint' })} rules={[rule('registrationId')]}>
            <Input autoComplete="off" maxLength={64} />
          </Form.Item>
          <Form.Item label={intl.formatMessage({ id: 'teams.dateOfBirth' })} name="dateOfBirth" rules={[rule('dateOfBirth')]}>
            <Input type="date" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
