import { DeleteOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { AGE_OPTIONS, ageLabel, type Age, type TournamentDetail } from '@pitchside/shared';
import { App, Button, Popconfirm, Select, Switch, Tag } from 'antd';
import { errorMessage } from '../../../../lib/api-client';
import { useAddAgeGroup } from '../../api/add-age-group';
import { useDeleteAgeGroup } from '../../api/delete-age-group';
import { useSetAgeGroupVisibility } from '../../api/set-age-group-visibility';
import { useRemove } from './use-remove';

/**
 * The tournament's age groups, and per age group whether the public sees its results: youngest players'
 * scores and tables are often not published (the English FA forbids it for U7–U11); fixtures stay public.
 */
export function AgeGroupsCard({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const { message } = App.useApp();
  const add = useAddAgeGroup(orgId, tournament.tournamentId);
  const remove = useRemove(useDeleteAgeGroup(orgId, tournament.tournamentId));
  const visibility = useSetAgeGroupVisibility(orgId, tournament.tournamentId);
  const canManage = tournament.permissions.manage;
  const { ageGroups } = tournament.structure;
  const left = AGE_OPTIONS.filter((age) => !ageGroups.some((group) => group.name === age.value));

  const addAge = async (age: Age) => {
    try {
      await add.mutateAsync({ name: age });
      void message.success(`${ageLabel(age)} added`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const setHidden = async (age: Age, hideResults: boolean) => {
    try {
      await visibility.mutateAsync({ age, hideResults });
      void message.success(hideResults ? `${ageLabel(age)}: results hidden from the public` : `${ageLabel(age)}: results public again`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="ages-title">
      <div className="ps-card__head">
        <h2 id="ages-title" className="ps-card__title">
          Age groups
        </h2>
        <p className="ps-muted">
          The ages playing in this tournament. Adding a division adds its age group too. <strong>Hide results</strong> keeps an age group’s scores and tables off
          the public pages; its fixtures stay public.
        </p>
      </div>
      <div className="ps-age-groups">
        <ul className="ps-age-list" aria-label="Age groups">
          {ageGroups.length === 0 && <li className="ps-muted">No age groups yet.</li>}
          {ageGroups.map((group) => {
            const label = ageLabel(group.name);
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
                      aria-label={`Hide results of ${label}`}
                    />
                    <span aria-hidden>Hide results</span>
                  </span>
                ) : null}
                {group.hideResults && (
                  <Tag icon={<EyeInvisibleOutlined aria-hidden />} className="ps-age-list__tag">
                    Results hidden
                  </Tag>
                )}
                {canManage && (
                  <Popconfirm
                    title={`Remove ${label}?`}
                    description="Age groups with divisions cannot be removed."
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    cancelText="Keep"
                    onConfirm={() => remove(group.name)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Remove ${label}`} className="ps-age-list__remove" />
                  </Popconfirm>
                )}
              </li>
            );
          })}
        </ul>
        {canManage && left.length > 0 && (
          <Select<Age>
            value={null as unknown as Age}
            placeholder="Add an age group"
            aria-label="Add an age group"
            className="ps-age-groups__add"
            loading={add.isPending}
            onChange={(age) => void addAge(age)}
            options={left.map((age) => ({ value: age.value, label: age.label }))}
          />
        )}
      </div>
    </section>
  );
}
