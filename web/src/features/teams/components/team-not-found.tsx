import { ArrowLeftOutlined } from '@ant-design/icons';
import { MESSAGES } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Missing } from '../../../components/missing';

/** 'Team document does not exist.' (spec §8): a missing team, and one the user may not see (the API: 404 for both). */
export function TeamNotFound({ detail }: { detail?: string }) {
  return (
    <Missing
      title={MESSAGES.teamDoesNotExist}
      detail={detail ?? 'It may have been deleted, or it is not one of your teams.'}
      action={
        <Link to="/admin/teams" className="ps-missing__link">
          <ArrowLeftOutlined aria-hidden /> All teams
        </Link>
      }
    />
  );
}
