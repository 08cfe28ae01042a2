import type { ScheduleSetup } from '@pitchside/shared';
import type { FormInstance } from 'antd';
import { useIntl } from 'react-intl';
import { translatedMessage } from '../../../../i18n/server-message';
import { checkSetup, namePath, problemField, toSetupInput, type SetupFormValues, type SetupTournament, type VenueProblemId } from '../../setup-form';

/** An antd rule for one field of the venue form. */
export type SetupFieldRule = (path: (string | number)[]) => { validator: () => Promise<void> };

/**
 * The venue form's problems, from the shared setup schema or a 400 from the API: one field rule used by
 * every section, and the placing of a set of problems on their fields (what has no field is handed back).
 */
export function useSetupProblems(form: FormInstance<SetupFormValues>, tournament: SetupTournament, setup: ScheduleSetup | undefined) {
  const intl = useIntl();

  /** The venue form's own checks by their message id; the shared schema's and the API's field messages through the server's words. */
  const problemText = (text: string, id: VenueProblemId | undefined): string => (id ? intl.formatMessage({ id }) : translatedMessage(text));
  const inputOf = (values: SetupFormValues) => toSetupInput(values, tournament, setup?.seed);
  /** An antd rule: the whole form through the shared schema, this field's problem if any. */
  const rule: SetupFieldRule = (path) => ({
    validator: async () => {
      const { problems, ids } = checkSetup(inputOf(form.getFieldsValue(true) as SetupFormValues));
      const problem = problems[path.join('.')];
      if (problem) throw new Error(problemText(problem, ids[path.join('.')]));
    },
  });

  const showProblems = (problems: Record<string, string>, ids: Record<string, VenueProblemId> = {}) => {
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    const left: string[] = [];
    for (const [path, text] of Object.entries(problems)) {
      // A field's problem goes on the field; one of a whole list ('pitches') or of the form, in the alert.
      const field = problemField(path);
      if (field) fields.push({ name: namePath(field), errors: [problemText(text, ids[path])] });
      else left.push(problemText(text, ids[path]));
    }
    // Paths come from the API or the schema, not from the form's types: antd takes any path.
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    return left;
  };

  return { inputOf, rule, showProblems };
}
