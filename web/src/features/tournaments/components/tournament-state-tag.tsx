import { Tag } from 'antd';

/** Draft or Published (spec §4: draft from creation until published). */
export function TournamentStateTag({ draft }: { draft: boolean }) {
  return (
    <Tag color={draft ? 'gold' : 'green'} className="ps-state-tag">
      {draft ? 'Draft' : 'Published'}
    </Tag>
  );
}
