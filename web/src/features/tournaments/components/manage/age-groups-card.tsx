import { DeleteOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { AGE_OPTIONS, type Age, type TournamentDetail } from '@pitchside/shared';
import { App, Button, Popconfirm, Select, Switch, Tag } from 'antd';
import { ageOptions, ageText } from '../../../../i18n/age-label';
import { errorMessage } from '../../../../lib/api-client';
import { useAddAgeGroup } from '../../api/add-age-group';
import { useDeleteAgeGroup } from '../../api/delete-age-group';
import { useSetAgeGroupVisibility } from '../../api/set-age-group-visibility';
import { useRemove } from './use-remove';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The tournament's age groups, and per age group whether the public sees its results: youngest players'
 * scores and tables are often not published (the English FA forbids it for U7–U11); fixtures stay public.
 */
export function AgeGroupsCard({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const { message } = App.useApp();
  const intl = useIntl();
  const add = useAddAgeGroup(orgId, tournament.tournamentId);
  const remove = useRemove(useDeleteAgeGroup(orgId, tournament.tournamentId));
  const visibility = useSetAgeGroupVisibility(orgId, tournament.tournamentId);
  const canManage = tournament.permissions.manage;
  const { ageGroups } = tournament.structure;
  const left = AGE_OPTIONS.filter((age) => !ageGroups.some((group) => group.name === age.value));

  const addAge = async (age: Age) => {
    try {
      await add.mutateAsync({ name: age });
      void message.success(intl.formatMessage({ id: 'tournaments.ages.added' }, { age: ageText(intl, age) }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const setHidden = async (age: Age, hideResults: boolean) => {
    try {
      await visibility.mutateAsync({ age, hideResults });
      void message.success(intl.formatMessage({ id: hideResults ? 'tournaments.ages.nowHidden' : 'tournaments.ages.nowPublic' }, { age: ageText(intl, age) }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="ages-title">
      <div className="ps-card__head">
        <h2 id="ages-title" className="ps-card__title">
          {intl.formatMessage({ id: 'tournaments.ages.title' })}
        </h2>
        <p className="ps-muted">
          <FormattedMessage id="tournaments.ages.hint" values={{ strong: (chunks) => <strong>{chunks}</strong> }} />
        </p>
      </div>
      <div className="ps-age-groups">
        <ul className="ps-age-list" aria-label={intl.formatMessage({ id: 'tournaments.ages.title' })}>
          {ageGroups.length === 0 && <li className="ps-muted">{intl.formatMessage({ id: 'tournaments.ages.none' })}</li>}
          {ageGroups.map((group) => {
            const label = ageText(intl, group.name);
            const pending = visibility.isPending && visibility.variables?.age === group.name;
            return (
              <li key={group.name} className="ps-age-list__item">
                <span className="ps-age-list__name">{label}</span>
                {canManage ? (
                  <span className="ps-age-list__hide">
                    <Switch
                      size="small"
                      checked={group.hideResults}
                      loading={pending}
                      onChange={(checked) => void setHidden(group.name, checked)}
                      aria-label={intl.formatMessage({ id: 'tournaments.ages.hideLabel' }, { age: label })}
                    />
                    <span aria-hidden>{intl.formatMessage({ id: 'tournaments.ages.hide' })}</span>
                  </span>
                ) : null}
                {group.hideResults && (
                  <Tag icon={<EyeInvisibleOutlined aria-hidden />} className="ps-age-list__tag">
                    {intl.formatMessage({ id: 'tournaments.ages.hidden' })}
                  </Tag>
                )}
                {canManage && (
                  <Popconfirm
                    title={intl.formatMessage({ id: 'tournaments.ages.removeTitle' }, { age: label })}
                    description={intl.formatMessage({ id: 'tournaments.ages.removeHint' })}
                    okText={intl.formatMessage({ id: 'tournaments.remove' })}
                    okButtonProps={{ danger: true }}
                    cancelText={intl.formatMessage({ id: 'tournaments.keep' })}
                    onConfirm={() => remove(group.name)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={intl.formatMessage({ id: 'tournaments.ages.removeLabel' }, { age: label })}
                      className="ps-age-list__remove"
                    />
                  </Popconfirm>
                )}
              </li>
            );
          })}
        </ul>
        {canManage && left.length > 0 && (
          <Select<Age>
            value={null as unknown as Age}
            placeholder={intl.formatMessage({ id: 'tournaments.ages.add' })}
            aria-label={intl.formatMessage({ id: 'tournaments.ages.add' })}
            className="ps-age-groups__add"
            loading={add.isPending}
            onChange={(age) => void addAge(age)}
            options={ageOptions(intl).filter((age) => left.some((option) => option.value === age.value))}
          />
        )}
      </div>
    </section>
  );
}
