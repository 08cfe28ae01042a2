import '../../components/home-screen.css';
import { CheckCircleFilled, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { TournamentSummary } from '@pitchside/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Progress, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../lib/api-client';
import { useScheduleSetup } from '../../api/scheduling/get-schedule-setup';
import { useTournament } from '../../api/tournaments/get-tournament';
import { useTournaments } from '../../api/tournaments/list-tournaments';
import { gettingStartedSteps, type GettingStartedStep } from './getting-started-steps';

/** The draft an organizer is most likely setting up: the newest one. */
function newestDraft(tournaments: readonly TournamentSummary[]): TournamentSummary | undefined {
  return tournaments.filter((tournament) => tournament.draft).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * Home for an organizer: the way from a draft to a published tournament (structure → teams → venue →
 * schedule → publish), each step a link, ticked from the tournament as stored. Without a draft: create one.
 */
export function GettingStarted({ orgId, canCreate }: { orgId: string | undefined; canCreate: boolean }) {
  const intl = useIntl();
  const tournaments = useTournaments(orgId);
  const navigate = useNavigate();
  if (tournaments.isError && !tournaments.data) return <Alert type="error" showIcon title={errorMessage(tournaments.error)} />;
  if (tournaments.isPending) return <Skeleton active />;
  const draft = newestDraft(tournaments.data);
  if (!draft) {
    return (
      <section className="ps-card ps-checklist" aria-labelledby="getting-started-title">
        <h2 id="getting-started-title" className="ps-card__title">
          {intl.formatMessage({ id: tournaments.data.length === 0 ? 'home.getStarted' : 'home.allPublished' })}
        </h2>
        <p className="ps-muted">{intl.formatMessage({ id: tournaments.data.length === 0 ? 'home.getStartedHelp' : 'home.allPublishedHelp' })}</p>
        <div className="ps-checklist__actions">
          {canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              href="/admin/tournaments/create"
              onClick={(event) => {
                event.preventDefault();
                void navigate({ to: '/admin/tournaments/create' });
              }}
            >
              {intl.formatMessage({ id: 'home.createTournament' })}
            </Button>
          )}
          {tournaments.data.length > 0 && (
            <Button
              href="/admin/matches"
              onClick={(event) => {
                event.preventDefault();
                void navigate({ to: '/admin/matches' });
              }}
            >
              {intl.formatMessage({ id: 'home.matches' })}
            </Button>
          )}
        </div>
      </section>
    );
  }
  return <DraftChecklist key={draft.tournamentId} orgId={orgId} tournamentId={draft.tournamentId} name={draft.name} />;
}

function DraftChecklist({ orgId, tournamentId, name }: { orgId: string | undefined; tournamentId: string; name: string }) {
  const intl = useIntl();
  const detail = useTournament(orgId, tournamentId);
  const setup = useScheduleSetup(orgId, tournamentId);
  if (detail.isError && !detail.data) return <Alert type="error" showIcon title={errorMessage(detail.error)} />;
  if (!detail.data || setup.isPending) return <Skeleton active />;
  // A setup that cannot be read leaves the venue step unticked rather than hiding the checklist.
  const steps = gettingStartedSteps(detail.data, setup.data?.pitches.length);
  const done = steps.filter((step) => step.done).length;
  return (
    <section className="ps-card ps-checklist" aria-labelledby="getting-started-title">
      <div className="ps-checklist__head">
        <h2 id="getting-started-title" className="ps-card__title">
          {intl.formatMessage({ id: 'home.gettingReady' }, { name })}
        </h2>
        <Progress
          type="circle"
          size={44}
          strokeColor="#12803f"
          percent={Math.round((done / steps.length) * 100)}
          format={() => `${done}/${steps.length}`}
          aria-label={intl.formatMessage({ id: 'home.stepsDone' }, { done, total: steps.length })}
        />
      </div>
      <ol className="ps-checklist__steps" aria-label={intl.formatMessage({ id: 'home.stepsTo' }, { name })}>
        {steps.map((step, index) => (
          <li key={step.key} className={step.done ? 'ps-checklist__step ps-checklist__step--done' : 'ps-checklist__step'}>
            <StepLink tournamentId={tournamentId} step={step}>
              <span className="ps-checklist__mark" aria-hidden>
                {step.done ? <CheckCircleFilled /> : index + 1}
              </span>
              <span className="ps-checklist__text">
                <span className="ps-checklist__label">{intl.formatMessage({ id: step.label.id }, step.label.values)}</span>
                <span className="ps-checklist__detail">{intl.formatMessage({ id: step.detail.id }, step.detail.values)}</span>
              </span>
              <span className="ps-sr-only">{intl.formatMessage({ id: step.done ? 'home.stepDone' : 'home.stepTodo' })}</span>
              <RightOutlined aria-hidden className="ps-checklist__chevron" />
            </StepLink>
          </li>
        ))}
      </ol>
    </section>
  );
}

function StepLink({ tournamentId, step, children }: { tournamentId: string; step: GettingStartedStep; children: ReactNode }) {
  if (step.link.page === 'schedule') {
    return (
      <Link to="/admin/tournaments/$tournamentId/schedule" params={{ tournamentId }} className="ps-checklist__link">
        {children}
      </Link>
    );
  }
  return (
    <Link to="/admin/tournaments/$tournamentId" params={{ tournamentId }} search={step.link.tab ? { tab: step.link.tab } : {}} className="ps-checklist__link">
      {children}
    </Link>
  );
}
