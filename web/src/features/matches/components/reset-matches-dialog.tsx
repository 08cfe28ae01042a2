import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useResetMatches } from '../api/reset-matches';

/**
 * "Reset all matches" (spec §4) wipes every score of one tournament, so the admin names it: the dialog
 * starts with no tournament chosen (never the newest one the page happens to show), and its button says
 * which tournament it resets.
 */
export function ResetMatchesButton({ tournaments }: { tournaments: readonly { tournamentId: string; name: string }[] }) {
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
      void message.success(`${count === 1 ? '1 match' : `${count} matches`} of ${name ?? 'the tournament'} reset`);
      close();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <>
      <Button danger size="large" icon={<ReloadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Reset all matches
      </Button>
      <Modal
        open={open}
        title="Reset all matches of a tournament"
        onCancel={close}
        okText={name ? `Reset all matches of ${name}` : 'Reset all matches'}
        okButtonProps={{ danger: true, disabled: !chosen }}
        confirmLoading={reset.isPending}
        onOk={() => void confirm()}
        cancelText="Cancel"
        destroyOnHidden
      >
        <p>Every match of the tournament goes back to before kick-off: scores 0, goals and cards removed, times cleared. The tables follow. This cannot be undone.</p>
        <label className="pm-reset__field">
          <span className="pm-organizer__label">Which tournament?</span>
          <Select<string>
            value={chosen}
            onChange={setChosen}
            placeholder="Choose the tournament"
            aria-label="Tournament to reset"
            showSearch={{ optionFilterProp: 'label' }}
            className="pm-reset__select"
            options={tournaments.map((tournament) => ({ value: tournament.tournamentId, label: tournament.name }))}
          />
        </label>
      </Modal>
    </>
  );
}
