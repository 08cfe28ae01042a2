import { isLocale, type Age, type ApplicationAnswer, type PublicRegistration } from '@pitchside/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocale } from '../../../i18n/i18n-provider';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSubmitApplication } from '../api/submit-application';
import { newIdempotencyKey } from '../register-format';

type Division = PublicRegistration['divisions'][number];

export interface TeamRow {
  id: number;
  name: string;
  divisionId: string;
}

export interface ApplicationValues {
  club: string;
  contactName: string;
  contactEmail: string;
  teams: TeamRow[];
  accepted: boolean;
}

/** Problems by field name (`club`, `team-0-name` …), in the reader's language. */
export type Problems = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form checks before sending (the server checks everything again and answers by message id). */
export function applicationProblems(intl: Pick<IntlShape, 'formatMessage'>, values: ApplicationValues): Problems {
  const found: Problems = {};
  const say = (id: string) => intl.formatMessage({ id });
  if (!values.club.trim()) found.club = say('register.problem.club');
  if (!values.contactName.trim()) found.contactName = say('register.problem.contactName');
  if (!EMAIL.test(values.contactEmail.trim())) found.contactEmail = say('register.problem.email');
  const names = new Set<string>();
  values.teams.forEach((team, index) => {
    const name = team.name.trim().toLocaleLowerCase();
    if (!name) found[`team-${index}-name`] = say('register.problem.teamName');
    else if (names.has(name)) found[`team-${index}-name`] = say('register.problem.sameName');
    names.add(name);
    if (!team.divisionId) found[`team-${index}-division`] = say('register.problem.division');
  });
  if (!values.accepted) found.terms = say('register.problem.terms');
  return found;
}

/**
 * A refusal in the reader's language, by its message id (the register half carries the registration
 * service's messages); the server's own words (already in the page's language) otherwise.
 */
function serverText(intl: IntlShape, error: ApiError): string {
  const said = error.said;
  return said && Object.hasOwn(intl.messages, said.id) ? intl.formatMessage({ id: said.id }, said.values) : errorMessage(error);
}

/**
 * The application form's state and its sending. One idempotency key per fill: a double click or a retry
 * after a lost answer sends the same key and gets the first answer back; a refusal (4xx) kept nothing, so
 * the corrected form goes with a new key.
 */
export function useApplicationForm(registration: PublicRegistration, formId: string, onApplied: (answer: ApplicationAnswer, email: string, applicationKey: string) => void) {
  const intl = useIntl();
  const locale = useLocale();
  const open = registration.divisions.filter((division) => division.phase === 'open');
  const submit = useSubmitApplication(registration.tournamentId);
  const key = useRef(newIdempotencyKey());
  const nextRow = useRef(1);
  const summary = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<ApplicationValues>({
    club: '',
    contactName: '',
    contactEmail: '',
    teams: [{ id: 0, name: '', divisionId: open.length === 1 ? (open[0]?.divisionId ?? '') : '' }],
    accepted: false,
  });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();

  const change = (next: Partial<ApplicationValues>) => {
    setFailure(undefined);
    setValues((current) => ({ ...current, ...next }));
  };
  const setTeam = (id: number, next: Partial<TeamRow>) => change({ teams: values.teams.map((row) => (row.id === id ? { ...row, ...next } : row)) });
  const addTeam = () => change({ teams: [...values.teams, { id: nextRow.current++, name: '', divisionId: values.teams[values.teams.length - 1]?.divisionId ?? '' }] });
  const removeTeam = (id: number) => {
    setProblems({});
    change({ teams: values.teams.filter((row) => row.id !== id) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found = applicationProblems(intl, values);
    setProblems(found);
    setFailure(undefined);
    const first = Object.keys(found)[0];
    // The first field with a problem takes the focus (its message is read with it).
    if (first) return document.getElementById(`${formId}-${first}`)?.focus();
    const email = values.contactEmail.trim();
    try {
      const answer = await submit.mutateAsync({
        idempotencyKey: key.current,
        club: values.club.trim(),
        contactName: values.contactName.trim(),
        contactEmail: email,
        language: isLocale(locale) ? locale : 'en',
        acceptTerms: true,
        // A team plays at its division's age and gender (always a fit; the organizer can move it later).
        teams: values.teams.map((team) => {
          const division = open.find((candidate) => candidate.divisionId === team.divisionId) as Division;
          return { name: team.name.trim(), divisionId: team.divisionId, age: division.age as Age, gender: division.gender };
        }),
      });
      onApplied(answer, email, key.current);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) key.current = newIdempotencyKey();
      setFailure(error instanceof ApiError ? serverText(intl, error) : intl.formatMessage({ id: 'register.networkProblem' }));
      requestAnimationFrame(() => summary.current?.focus());
    }
  };

  return { open, values, change, setTeam, addTeam, removeTeam, problems, failure, summary, sending: submit.isPending, onSubmit };
}
