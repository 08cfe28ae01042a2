import { MAX_OLDER_PLAYERS, putCheckInSettingsRoute, type AgeRule, type CheckInBoard } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { StandaloneNumberField } from '../../../components/number-field';
import { errorMessage } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { checkInKeys } from '../api/check-in';

type Draft = Record<string, { bornOnOrAfter: string; olderAllowed: number | null }>;

/**
 * The organizer's age rules, one line per division with teams: born on or after a date, and how many older
 * players a squad may bring. An empty date means no rule. Saved together; the board re-reads the age checks.
 */
export function AgeRules({ board }: { board: CheckInBoard }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const divisions = [...new Map(board.teams.filter((team) => team.divisionId).map((team) => [team.divisionId as string, team.division])).entries()];
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries(board.settings.ageRules.map((rule) => [rule.divisionId, { bornOnOrAfter: rule.bornOnOrAfter, olderAllowed: rule.olderAllowed }])));
  const save = useMutation({
    mutationFn: (ageRules: AgeRule[]) => callRoute(putCheckInSettingsRoute, { params: { tournamentId: board.tournamentId }, body: { ...board.settings, ageRules } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: checkInKeys.board(board.tournamentId) }),
  });
  if (divisions.length === 0) return null;
  const rules = (): AgeRule[] =>
    Object.entries(draft)
      .filter(([, rule]) => rule.bornOnOrAfter)
      .map(([divisionId, rule]) => ({ divisionId, bornOnOrAfter: rule.bornOnOrAfter, olderAllowed: rule.olderAllowed ?? 0 }));
  return (
    <details className="ps-card ci-rules">
      <summary className="ps-card__title">{intl.formatMessage({ id: 'desk.ageRules' })}</summary>
      {divisions.map(([divisionId, name]) => (
        <fieldset key={divisionId} className="ci-rules__row">
          <legend>{name}</legend>
          <label>
            {intl.formatMessage({ id: 'desk.bornOnOrAfter' })}
            <Input
              type="date"
              value={draft[divisionId]?.bornOnOrAfter ?? ''}
              onChange={(event) => setDraft({ ...draft, [divisionId]: { olderAllowed: 0, ...draft[divisionId], bornOnOrAfter: event.target.value } })}
            />
          </label>
          <label>
            {intl.formatMessage({ id: 'desk.olderAllowed' })}
            <StandaloneNumberField
              id={`ci-older-${divisionId}`}
              min={0}
              max={MAX_OLDER_PLAYERS}
              value={draft[divisionId]?.olderAllowed ?? 0}
              onChange={(value) => setDraft({ ...draft, [divisionId]: { bornOnOrAfter: '', ...draft[divisionId], olderAllowed: value } })}
            />
          </label>
        </fieldset>
      ))}
      {save.isError && <Alert type="error" showIcon title={errorMessage(save.error)} />}
      <Button type="primary" loading={save.isPending} onClick={() => save.mutate(rules())}>
        {intl.formatMessage({ id: 'desk.saveRules' })}
      </Button>
    </details>
  );
}
