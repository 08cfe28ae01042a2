import { AGES, OFFICIAL_ROLES, type Age, type AvailabilityAnswer, type OfficialRole } from '@pitchside/shared';
import { Alert, Button, Checkbox, Select } from 'antd';
import { NumberField } from '../../../components/number-field';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ageText } from '../../../i18n/age-label';
import { errorMessage } from '../../../lib/api-client';
import { useMyAvailability, useRefereeTournaments, useSaveAvailability } from '../api/availability';

interface Day {
  date: string;
  on: boolean;
  start: string;
  end: string;
}

/** The tournament's days, first to last (a tournament is a few days; a month at most is shown). */
function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${startDate}T00:00:00Z`); day.toISOString().slice(0, 10) <= endDate && days.length < 31; day = new Date(day.getTime() + 86_400_000))
    days.push(day.toISOString().slice(0, 10));
  return days;
}

/** The referee says when they can officiate for a tournament (issue 34): phone first, one row a day. */
export function AvailabilitySection() {
  const intl = useIntl();
  const tournaments = useRefereeTournaments();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const tournamentId = chosen ?? tournaments.data?.tournaments[0]?.tournamentId;
  if (!tournaments.data || tournaments.data.tournaments.length === 0) return null;
  return (
    <section className="pm-assigned ro-availability" aria-labelledby="availability-title">
      <h2 className="pm-section-title" id="availability-title">
        {intl.formatMessage({ id: 'refereeAvailability.title' })}
      </h2>
      {tournaments.data.tournaments.length > 1 && (
        <Select
          aria-label={intl.formatMessage({ id: 'refereeAvailability.tournament' })}
          value={tournamentId}
          onChange={setChosen}
          showSearch={{ optionFilterProp: 'label' }}
          options={tournaments.data.tournaments.map((tournament) => ({ value: tournament.tournamentId, label: tournament.name }))}
          className="ro-availability__tournament"
        />
      )}
      {tournamentId && <AvailabilityForm key={tournamentId} tournamentId={tournamentId} />}
    </section>
  );
}

function AvailabilityForm({ tournamentId }: { tournamentId: string }) {
  const intl = useIntl();
  const current = useMyAvailability(tournamentId);
  const save = useSaveAvailability(tournamentId);
  const [days, setDays] = useState<Day[]>([]);
  const [max, setMax] = useState<number | string | null>(4);
  const [ages, setAges] = useState<Age[]>([]);
  const [roles, setRoles] = useState<OfficialRole[]>(['centre']);
  const [saved, setSaved] = useState(false);
  const answer: AvailabilityAnswer | undefined = current.data;

  useEffect(() => {
    if (!answer) return;
    const said = answer.availability;
    setDays(
      daysOf(answer.startDate, answer.endDate).map((date) => {
        const window = said?.windows.find((candidate) => candidate.date === date);
        return { date, on: Boolean(window) || !said, start: window?.start ?? '08:00', end: window?.end ?? '18:00' };
      }),
    );
    setMax(said?.maxMatchesPerDay ?? 4);
    setAges(said?.ages ?? []);
    setRoles(said?.roles ?? ['centre']);
  }, [answer]);

  if (current.isError) return <Alert type="error" showIcon title={errorMessage(current.error)} />;
  if (!answer) return null;
  const change = (date: string, patch: Partial<Day>) => {
    setSaved(false);
    setDays((list) => list.map((day) => (day.date === date ? { ...day, ...patch } : day)));
  };
  const submit = () =>
    save.mutate(
      {
        windows: days.filter((day) => day.on).map(({ date, start, end }) => ({ date, start, end })),
        pitches: answer.availability?.pitches ?? [],
        maxMatchesPerDay: Number(max),
        ages,
        roles,
        unavailable: [],
        clubs: answer.availability?.clubs ?? [],
      },
      { onSuccess: () => setSaved(true) },
    );
  return (
    <form
      className="ps-card ro-availability__form"
      aria-label={answer.tournamentName}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="ro-availability__name">{answer.tournamentName}</p>
      {answer.locked && <Alert type="info" showIcon title={intl.formatMessage({ id: 'refereeAvailability.locked' })} />}
      <fieldset className="ro-availability__days">
        <legend>{intl.formatMessage({ id: 'refereeAvailability.days' })}</legend>
        {days.map((day) => (
          <div key={day.date} className="ro-availability__day">
            <Checkbox checked={day.on} disabled={answer.locked} onChange={(event) => change(day.date, { on: event.target.checked })}>
              {intl.formatDate(`${day.date}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}
            </Checkbox>
            <label>
              <span className="ps-sr-only">{intl.formatMessage({ id: 'refereeAvailability.from' }, { date: day.date })}</span>
              <input type="time" className="ant-input" value={day.start} disabled={answer.locked || !day.on} onChange={(event) => change(day.date, { start: event.target.value })} />
            </label>
            <span aria-hidden>–</span>
            <label>
              <span className="ps-sr-only">{intl.formatMessage({ id: 'refereeAvailability.until' }, { date: day.date })}</span>
              <input type="time" className="ant-input" value={day.end} disabled={answer.locked || !day.on} onChange={(event) => change(day.date, { end: event.target.value })} />
            </label>
          </div>
        ))}
      </fieldset>
      <label className="ro-availability__max">
        <span>{intl.formatMessage({ id: 'refereeAvailability.maxPerDay' })}</span>
        <NumberField min={1} max={12} value={max} disabled={answer.locked} onChange={setMax} className="ro-availability__count" />
      </label>
      <fieldset>
        <legend>{intl.formatMessage({ id: 'refereeAvailability.roles' })}</legend>
        <Checkbox.Group
          value={roles}
          disabled={answer.locked}
          onChange={(value) => setRoles(value as OfficialRole[])}
          options={OFFICIAL_ROLES.map((role) => ({ value: role, label: intl.formatMessage({ id: `refereeOffers.role.${role}` }) }))}
        />
      </fieldset>
      <fieldset>
        <legend>{intl.formatMessage({ id: 'refereeAvailability.ages' })}</legend>
        <Checkbox.Group
          value={ages}
          disabled={answer.locked}
          onChange={(value) => setAges(value as Age[])}
          options={AGES.map((age) => ({ value: age, label: ageText(intl, age) }))}
          className="ro-availability__ages"
        />
      </fieldset>
      {save.isError && <Alert type="error" showIcon title={errorMessage(save.error)} />}
      {saved && <Alert type="success" showIcon title={intl.formatMessage({ id: 'refereeAvailability.saved' })} />}
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={answer.locked} className="ro-availability__save">
        {intl.formatMessage({ id: 'refereeAvailability.save' })}
      </Button>
    </form>
  );
}
