import type { ScheduleSetup } from '@pitchside/shared';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { apiFieldProblems } from '../../../../lib/form-errors';
import { useSaveScheduleSetup } from '../../api/save-schedule-setup';
import { checkSetup, type SetupFormValues, type SetupTournament } from '../../setup-form';
import { useSetupProblems } from './use-setup-problems';

/**
 * Saving the venue form: checked with the shared schema first, then sent; what fails lands on its field,
 * and what has no field is the form's failure. `dirty` says whether the form differs from what was saved.
 */
export function useSetupSubmit(form: FormInstance<SetupFormValues>, orgId: string | undefined, tournamentId: string, tournament: SetupTournament, setup: ScheduleSetup | undefined) {
  const intl = useIntl();
  const { message } = App.useApp();
  const save = useSaveScheduleSetup(orgId, tournamentId);
  const [failure, setFailure] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const { inputOf, rule, showProblems } = useSetupProblems(form, tournament, setup);

  const onFinish = async (values: SetupFormValues) => {
    setFailure(undefined);
    const input = inputOf(values);
    const { problems, ids } = checkSetup(input);
    if (Object.keys(problems).length > 0) {
      const left = showProblems(problems, ids);
      setFailure(left[0] ?? intl.formatMessage({ id: 'scheduling.setup.fieldsNeedAttention' }));
      return;
    }
    try {
      await save.mutateAsync(input);
      setDirty(false);
      void message.success(intl.formatMessage({ id: 'scheduling.setup.saved' }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const left = showProblems(apiFieldProblems(error));
        setFailure(left[0] ?? error.message);
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return { rule, onFinish, failure, dirty, markDirty: () => setDirty(true), saving: save.isPending };
}
