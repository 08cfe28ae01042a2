import '../check-in.css';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-client';
import { useTeamPasses } from '../api/check-in';
import { AgeProblemText } from './age-problem';
import { QrCode } from './qr-code';

/**
 * A team's sheet for its coach: the team's pass and each player's as QR codes (shown on a phone at the desk,
 * or printed), and the squad's age check with the reason for each flag, to fix before the morning.
 */
export function TeamSheet({ tournamentId, teamKey }: { tournamentId: string; teamKey: string }) {
  const intl = useIntl();
  const sheet = useTeamPasses(tournamentId, teamKey);
  if (sheet.isPending) return <Skeleton active />;
  if (sheet.isError) return <Alert type="error" showIcon title={errorMessage(sheet.error)} />;
  const { data } = sheet;
  const older = data.players.filter((player) => player.older).length;
  const problems = data.players.filter((player) => player.ageProblem !== null).length;
  const day = (date: string) => intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="ci-sheet">
      <header className="ci-sheet__head">
        <div>
          <h1 className="pm-section-title">{intl.formatMessage({ id: 'sheet.title' }, { team: data.team })}</h1>
          <p className="ps-muted">
            {data.tournament} · {data.division}
          </p>
          {data.bornOnOrAfter && <p>{intl.formatMessage({ id: 'sheet.rule' }, { date: day(data.bornOnOrAfter), allowed: data.olderAllowed ?? 0 })}</p>}
        </div>
        <Button className="ci-no-print" onClick={() => window.print()}>
          {intl.formatMessage({ id: 'sheet.print' })}
        </Button>
      </header>
      <p role="status" data-testid="sheet-problems" className={problems > 0 ? 'ci-problems' : 'ps-muted'}>
        {problems > 0 ? intl.formatMessage({ id: 'sheet.problems' }, { count: problems }) : intl.formatMessage({ id: 'sheet.noProblems' })}
      </p>
      <section className="ps-card ci-pass" aria-label={intl.formatMessage({ id: 'sheet.teamPass' })}>
        <QrCode text={data.teamPass} label={intl.formatMessage({ id: 'sheet.teamPassOf' }, { team: data.team })} />
        <strong>{intl.formatMessage({ id: 'sheet.teamPass' })}</strong>
      </section>
      <ul className="ci-passes">
        {data.players.map((player) => (
          <li key={player.playerId} className="ps-card ci-pass" data-testid="sheet-player">
            <QrCode text={player.pass} label={intl.formatMessage({ id: 'sheet.passOf' }, { name: player.name })} size={120} />
            <div className="ci-pass__text">
              <strong>
                {player.jerseyNumber === null ? '' : `${player.jerseyNumber} · `}
                {player.name}
              </strong>
              <span className="ps-muted">{player.dateOfBirth ? day(player.dateOfBirth) : '—'}</span>
              {player.ageProblem && (
                <Tag color="red">
                  <AgeProblemText problem={player.ageProblem} bornOnOrAfter={data.bornOnOrAfter} older={older} allowed={data.olderAllowed} />
                </Tag>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
