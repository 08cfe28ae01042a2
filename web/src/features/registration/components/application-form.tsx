import { REGISTRATION_LIMITS, type ApplicationAnswer, type PublicRegistration } from '@pitchside/shared';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useApplicationForm, type Problems } from './use-application-form';

/** The props that tie a field to its problem message (read with the field by screen readers). */
function fieldProps(formId: string, problems: Problems, name: string) {
  return { id: `${formId}-${name}`, 'aria-invalid': problems[name] ? true : undefined, 'aria-describedby': problems[name] ? `${formId}-${name}-problem` : undefined };
}

function Problem({ formId, problems, name }: { formId: string; problems: Problems; name: string }) {
  if (!problems[name]) return null;
  return (
    <p id={`${formId}-${name}-problem`} className="reg-problem">
      {problems[name]}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  formId: string;
  problems: Problems;
  name: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  first?: boolean;
}

function TextField({ formId, problems, name, label, value, onValue, hint, first, ...input }: TextFieldProps) {
  return (
    <>
      <label className={first ? 'reg-label reg-label--first' : 'reg-label'} htmlFor={`${formId}-${name}`}>
        {label}
      </label>
      <input {...input} {...fieldProps(formId, problems, name)} className="reg-input" value={value} onChange={(event) => onValue(event.target.value)} />
      {hint && <p className="reg-hint">{hint}</p>}
      <Problem formId={formId} problems={problems} name={name} />
    </>
  );
}

/** The club, its contact, its teams (each for an open division) and the terms; sent once however often it is clicked. */
export function ApplicationForm({ registration, onApplied }: { registration: PublicRegistration; onApplied: (answer: ApplicationAnswer, email: string, applicationKey: string) => void }) {
  const intl = useIntl();
  const formId = useId();
  const form = useApplicationForm(registration, formId, onApplied);
  const { open, values, problems } = form;
  const say = (id: string, words?: Record<string, string | number>) => intl.formatMessage({ id }, words);
  const chosen = open.filter((division) => values.teams.some((team) => team.divisionId === division.divisionId));
  const terms = [...new Set((chosen.length > 0 ? chosen : open).map((division) => division.terms.trim()).filter(Boolean))];
  const shared = { formId, problems };

  return (
    <form className="reg-form" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="pub-section__title">
        {say('register.formTitle')}
      </h2>
      <div ref={form.summary} tabIndex={-1} className="reg-summary">
        {form.failure && (
          <p className="pub-error" role="alert">
            {form.failure}
          </p>
        )}
      </div>
      <fieldset className="reg-fieldset">
        <legend>{say('register.club')}</legend>
        <TextField
          {...shared}
          name="club"
          label={say('register.clubName')}
          autoComplete="organization"
          maxLength={REGISTRATION_LIMITS.club}
          value={values.club}
          onValue={(club) => form.change({ club })}
        />
        <TextField
          {...shared}
          name="contactName"
          label={say('register.contactName')}
          autoComplete="name"
          maxLength={REGISTRATION_LIMITS.contactName}
          value={values.contactName}
          onValue={(contactName) => form.change({ contactName })}
        />
        <TextField
          {...shared}
          name="contactEmail"
          label={say('register.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          hint={say('register.emailHint')}
          value={values.contactEmail}
          onValue={(contactEmail) => form.change({ contactEmail })}
        />
      </fieldset>
      <fieldset className="reg-fieldset">
        <legend>{say('register.teams')}</legend>
        <ol className="reg-teams">
          {values.teams.map((team, index) => (
            <li key={team.id} className="reg-team">
              <TextField
                {...shared}
                first
                name={`team-${index}-name`}
                label={say('register.teamName', { number: index + 1 })}
                autoComplete="off"
                maxLength={REGISTRATION_LIMITS.teamName}
                value={team.name}
                onValue={(name) => form.setTeam(team.id, { name })}
              />
              <label className="reg-label" htmlFor={`${formId}-team-${index}-division`}>
                {say('register.teamDivision', { number: index + 1 })}
              </label>
              <select
                {...fieldProps(formId, problems, `team-${index}-division`)}
                className="reg-input reg-select"
                value={team.divisionId}
                onChange={(event) => form.setTeam(team.id, { divisionId: event.target.value })}
              >
                <option value="">{say('register.chooseDivision')}</option>
                {open.map((division) => (
                  <option key={division.divisionId} value={division.divisionId}>
                    {division.placesLeft > 0 ? say('register.optionPlaces', { division: division.name, count: division.placesLeft }) : say('register.optionFull', { division: division.name })}
                  </option>
                ))}
              </select>
              <Problem {...shared} name={`team-${index}-division`} />
              {values.teams.length > 1 && (
                <button type="button" className="reg-remove" onClick={() => form.removeTeam(team.id)}>
                  {say('register.removeTeam', { number: index + 1 })}
                </button>
              )}
            </li>
          ))}
        </ol>
        {values.teams.length < REGISTRATION_LIMITS.teamsPerApplication && (
          <button type="button" className="pub-button pub-button--ghost" onClick={form.addTeam}>
            {say('register.addTeam')}
          </button>
        )}
      </fieldset>
      <fieldset className="reg-fieldset">
        <legend>{say('register.terms')}</legend>
        {terms.map((text) => (
          <p key={text} className="reg-terms">
            {text}
          </p>
        ))}
        <div className="reg-check">
          <input {...fieldProps(formId, problems, 'terms')} type="checkbox" checked={values.accepted} onChange={(event) => form.change({ accepted: event.target.checked })} />
          <label htmlFor={`${formId}-terms`}>{say('register.acceptTerms')}</label>
        </div>
        <Problem {...shared} name="terms" />
      </fieldset>
      <button type="submit" className="pub-button reg-submit" aria-disabled={form.sending || undefined}>
        {form.sending ? say('register.sending') : say('register.send', { count: values.teams.length })}
      </button>
    </form>
  );
}
