import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useResetMatches } from '../api/reset-matches';
import { useIntl } from 'react-intl';

/**
 * "Reset all matches" (spec §4) wipes every score of one tournament, so the admin names it: the dialog
 * starts with no tournament chosen (never the newest one the page happens to show), and its button says
 * which tournament it resets.
 */
export function ResetMatchesButton({ tournaments }: { tournaments: readonly { tournamentId: string; name: string }[] }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const reset = useResetMatches();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const name = tournaments.find((tournament) => tournament.tournamentId === chosen)?.name;

  const close = () => {
    setOpen(false);
    setChosen(undefined);
  };
  const confirm = async () => {
    if (!chosen) return;
    try {
      const { reset: count } = await reset.mutateAsync(chosen);
      void message.success(intl.formatMessage({ id: 'resetMatches.done' }, { count, tournament: name ?? '' }));
      close();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <>
      <Button danger size="large" icon={<ReloadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'resetMatches.button' })}
      </Button>
      <Modal
        open={open}
        title={intl.formatMessage({ id: 'resetMatches.title' })}
        onCancel={close}
        okText={name ? intl.formatMessage({ id: 'resetMatches.confirmNamed' }, { tournament: name }) : intl.formatMessage({ id: 'resetMatches.button' })}
        okButtonProps={{ danger: true, disabled: !chosen }}
        confirmLoading={reset.isPending}
        onOk={() => void confirm()}
        cancelText={intl.formatMessage({ id: 'resetMatches.cancel' })}
        destroyOnHidden
      >
        <p>{intl.formatMessage({ id: 'resetMatches.explain' })}</p>
        <label className="pm-reset__field">
          <span className="pm-organizer__label">{intl.formatMessage({ id: 'resetMatches.which' })}</span>
          <Select<string>
            value={chosen}
            onChange={setChosen}
            placeholder={intl.formatMessage({ id: 'resetMatches.choose' })}
            aria-label={intl.formatMessage({ id: 'resetMatches.select' })}
            showSearch={{ optionFilterProp: 'label' }}
            className="pm-reset__select"
            options={tournaments.map((tournament) => ({ value: tournament.tournamentId, label: tournament.name }))}
          />
        </label>
      </Modal>
    </>
  );
}
