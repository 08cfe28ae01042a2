import type { Age } from '@pitchside/shared';
import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { ageText } from '../../../../i18n/age-label';
import type { SetupTournament } from '../../setup-form';
import type { SetupFieldRule } from './use-setup-problems';
import { NumberField, numberRule } from '../../../../components/number-field';

/**
 * Match lengths per age group; an empty field keeps the tournament's half and break, shown as placeholders.
 * Each box is a full Form.Item (not `noStyle`), so a refused value says why under the box instead of only
 * turning it red.
 */
export function MatchLengthsFieldset({ ages, tournament, rule }: { ages: Age[]; tournament: SetupTournament; rule: SetupFieldRule }) {
  const intl = useIntl();
  const halfDefault = Math.round(tournament.firstHalfDuration / 60);
  const breakDefault = Math.round(tournament.breakDuration / 60);
  return (
    <fieldset className="ps-fieldset">
      <legend className="ps-fieldset__legend">{intl.formatMessage({ id: 'scheduling.setup.lengths' })}</legend>
      <p className="ps-muted ps-fieldset__note">{intl.formatMessage({ id: 'scheduling.setup.lengthsHint' }, { half: halfDefault, pause: breakDefault })}</p>
      <div className="ps-lengths" role="list" aria-label={intl.formatMessage({ id: 'scheduling.setup.lengths' })}>
        {ages
          .filter((age) => tournament.ageGroups.includes(age))
          .map((age: Age) => (
            <div key={age} className="ps-lengths__row" role="listitem">
              <span className="ps-lengths__age">{ageText(intl, age)}</span>
              <Form.Item validateFirst name={['matchLengths', age, 'halfMinutes']} rules={[numberRule, rule(['matchLengths', age, 'halfMinutes'])]} className="ps-lengths__field">
                <NumberField
                  min={1}
                  max={90}
                  placeholder={String(halfDefault)}
                  suffix={intl.formatMessage({ id: 'scheduling.setup.minHalf' })}
                  aria-label={intl.formatMessage({ id: 'scheduling.setup.minHalfLabel' }, { age: ageText(intl, age) })}
                />
              </Form.Item>
              <Form.Item validateFirst name={['matchLengths', age, 'breakMinutes']} rules={[numberRule, rule(['matchLengths', age, 'breakMinutes'])]} className="ps-lengths__field">
                <NumberField
                  min={0}
                  max={60}
                  placeholder={String(breakDefault)}
                  suffix={intl.formatMessage({ id: 'scheduling.setup.minBreak' })}
                  aria-label={intl.formatMessage({ id: 'scheduling.setup.minBreakLabel' }, { age: ageText(intl, age) })}
                />
              </Form.Item>
            </div>
          ))}
      </div>
    </fieldset>
  );
}
