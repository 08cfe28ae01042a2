import { ArrowLeftOutlined } from '@ant-design/icons';
import { MESSAGES } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Missing } from '../../../components/missing';

/** 'Tournament not found', for a missing id and for one the user may not see (the API says 404 for both). */
export function TournamentNotFound() {
  return (
    <Missing
      title={MESSAGES.tournamentNotFound}
      detail="It may have been deleted, or it belongs to an organization you are not working for right now."
      action={
        <Link to="/admin/tournaments" className="ps-missing__link">
          <ArrowLeftOutlined aria-hidden /> All tournaments
        </Link>
      }
    />
  );
}
