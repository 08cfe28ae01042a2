import { DownOutlined } from '@ant-design/icons';
import type { EntryDecisionInput, RegistrationEntryView, RegistrationOverview } from '@pitchside/shared';
import { App, Button, Dropdown, Form, Input, Modal, Select, type MenuProps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { REGISTRATION_LIMITS } from '@pitchside/shared';
import { useDecideEntry } from '../api/decide-entry';
import { registrationErrorText } from '../registration-labels';

type Asking = 'refuse' | 'move' | undefined;

/**
 * What the organizer can do with one team: accept it, refuse it (with a reason the club is told), and
 * under "More" put it on the waiting list, move it to another division or withdraw it. A place given up
 * goes to the first team waiting; the toast names it.
 */
export function EntryActions({
  orgId,
  tournamentId,
  entry,
  divisions,
}: {
  orgId: string | undefined;
  tournamentId: string;
  entry: RegistrationEntryView;
  divisions: RegistrationOverview['divisions'];
}) {
  const intl = useIntl();
  const { message } = App.useApp();
  const decide = useDecideEntry(orgId, tournamentId);
  const [asking, setAsking] = useState<Asking>();
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState<string>();
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const finished = entry.status === 'refused' || entry.status === 'withdrawn';
  const others = divisions.filter((division) => division.registration && division.divisionId !== entry.divisionId);

  const run = async (input: EntryDecisionInput) => {
    try {
      const { promoted } = await decide.mutateAsync({ teamKey: entry.teamKey, input });
      void message.success(say(`registrationAdmin.done.${input.action}`, { team: entry.team }));
      if (promoted) void message.info(say('registrationAdmin.promoted', { team: promoted.team }));
      setAsking(undefined);
    } catch (error) {
      void message.error(registrationErrorText(intl, error));
    }
  };

  const more: MenuProps['items'] = [
    ...(entry.status === 'applied' || entry.status === 'accepted' ? [{ key: 'waitlist', label: say('registrationAdmin.action.waitlist') }] : []),
    ...(others.length > 0 ? [{ key: 'move', label: say('registrationAdmin.action.move') }] : []),
    ...(!finished ? [{ key: 'withdraw', label: say('registrationAdmin.action.withdraw') }] : []),
  ];

  return (
    <div className="ps-row-actions">
      {entry.status !== 'accepted' && (
        <Button
          size="small"
          type={entry.status === 'applied' ? 'primary' : 'default'}
          loading={decide.isPending}
          onClick={() => void run({ action: 'accept' })}
          aria-label={say('registrationAdmin.acceptLabel', { team: entry.team })}
        >
          {say('registrationAdmin.action.accept')}
        </Button>
      )}
      {!finished && (
        <Button size="small" danger onClick={() => setAsking('refuse')} aria-label={say('registrationAdmin.refuseLabel', { team: entry.team })}>
          {say('registrationAdmin.action.refuse')}
        </Button>
      )}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more,
            onClick: ({ key }) => {
              if (key === 'move') setAsking('move');
              else void run({ action: key as 'waitlist' | 'withdraw' });
            },
          }}
        >
          <Button size="small" aria-label={say('registrationAdmin.moreLabel', { team: entry.team })}>
            {say('registrationAdmin.action.more')} <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
      <Modal
        title={say(asking === 'move' ? 'registrationAdmin.moveTitle' : 'registrationAdmin.refuseTitle', { team: entry.team })}
        open={asking !== undefined}
        onCancel={() => setAsking(undefined)}
        okText={say(asking === 'move' ? 'registrationAdmin.action.move' : 'registrationAdmin.action.refuse')}
        okButtonProps={{ danger: asking === 'refuse', disabled: asking === 'refuse' ? !reason.trim() : !target }}
        cancelText={say('registrationAdmin.cancel')}
        confirmLoading={decide.isPending}
        onOk={() => void run(asking === 'move' ? { action: 'move', divisionId: target } : { action: 'refuse', reason: reason.trim() })}
        destroyOnHidden
      >
        <Form layout="vertical" requiredMark={false}>
          {asking === 'refuse' ? (
            <Form.Item label={say('registrationAdmin.reason')} extra={say('registrationAdmin.reasonHint')} htmlFor={`reason-${entry.teamKey}`}>
              <Input.TextArea id={`reason-${entry.teamKey}`} rows={3} maxLength={REGISTRATION_LIMITS.reason} value={reason} onChange={(event) => setReason(event.target.value)} />
            </Form.Item>
          ) : (
            <Form.Item label={say('registrationAdmin.moveTo')} htmlFor={`move-${entry.teamKey}`}>
              <Select<string> id={`move-${entry.teamKey}`} value={target} onChange={setTarget} options={others.map((division) => ({ value: division.divisionId, label: division.name }))} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}
