import { ArrowLeftOutlined } from '@ant-design/icons';
import { MESSAGES } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Missing } from '../../../components/missing';
import { useIntl } from 'react-intl';

/** 'Team document does not exist.' (spec §8): a missing team, and one the user may not see (the API: 404 for both). */
export function TeamNotFound({ detail }: { detail?: string }) {
  const intl = useIntl();
  return (
    <Missing
      title={MESSAGES.teamDoesNotExist}
      detail={detail ?? intl.formatMessage({ id: 'teams.notFound' })}
      action={
        <Link to="/admin/teams" className="ps-missing__link">
          <ArrowLeftOutlined aria-hidden /> {intl.formatMessage({ id: 'teams.allTeams' })}
        </Link>
      }
    />
  );
}
