import { ArrowLeftOutlined } from '@ant-design/icons';
import { MESSAGES } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Missing } from '../../../components/missing';
import { useIntl } from 'react-intl';

/** 'Tournament not found', for a missing id and for one the user may not see (the API says 404 for both). */
export function TournamentNotFound() {
  const intl = useIntl();
  return (
    <Missing
      title={MESSAGES.tournamentNotFound}
      detail={intl.formatMessage({ id: 'tournaments.notFound' })}
      action={
        <Link to="/admin/tournaments" className="ps-missing__link">
          <ArrowLeftOutlined aria-hidden /> {intl.formatMessage({ id: 'tournaments.all' })}
        </Link>
      }
    />
  );
}
