import { Tag } from 'antd';
import { useIntl } from 'react-intl';

/** Draft or Published (spec §4: draft from creation until published). */
export function TournamentStateTag({ draft }: { draft: boolean }) {
  const intl = useIntl();
  return (
    <Tag color={draft ? 'gold' : 'green'} className="ps-state-tag">
      {draft ? intl.formatMessage({ id: 'tournaments.draft' }) : intl.formatMessage({ id: 'tournaments.published' })}
    </Tag>
  );
}
