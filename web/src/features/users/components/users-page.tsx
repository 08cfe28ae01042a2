import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ROLES, type Role } from '@pitchside/shared';
import { App, Button, Popconfirm, Select, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ImportAndAddActions, ListTable, ToolbarSearch } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { RoleTagList, useRoleLabel } from '../../../components/role-tag';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useUsers, type UsersFilter } from '../api/list-users';
import type { Member } from '../api/user-summary';
import { ImportUsersModal } from './import-users-modal';
import { UserFormModal } from './user-form-modal';

export interface UsersPageProps {
  /** The organization the admin acts for (sent as `x-pitchside-org`). */
  orgId: string | undefined;
  orgName: string | undefined;
  /** The signed-in admin: they cannot delete themselves. */
  currentUid: string;
  filter: UsersFilter;
  onFilterChange: (filter: UsersFilter) => void;
}

type Editing = { mode: 'add' } | { mode: 'edit'; user: Member } | undefined;

/** /admin/users: the organization's members, searchable and filterable; add, edit, delete, import. */
export function UsersPage({ orgId, orgName, currentUid, filter, onFilterChange }: UsersPageProps) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const users = useUsers(orgId, filter);
  const [editing, setEditing] = useState<Editing>();
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState(filter.search ?? '');

  // Typing searches after a short pause; the address keeps the search (shareable, survives a reload).
  useEffect(() => {
    const next = search.trim();
    if (next === (filter.search ?? '')) return;
    const timer = setTimeout(() => onFilterChange({ ...filter, search: next || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, filter, onFilterChange]);

  const columns: TableColumnsType<Member> = [
    {
      title: intl.formatMessage({ id: 'users.name' }),
      key: 'name',
      render: (_, user) => (
        <div className="ps-member">
          <span className="ps-member__name">{user.displayName}</span>
          <span className="ps-member__email">{user.email}</span>
          <span className="ps-member__roles-inline">
            <RoleTagList roles={user.roles} />
          </span>
        </div>
      ),
    },
    { title: intl.formatMessage({ id: 'account.roles' }), key: 'roles', responsive: ['md'], render: (_, user) => <RoleTagList roles={user.roles} /> },
    { title: intl.formatMessage({ id: 'account.phone' }), key: 'phone', responsive: ['lg'], render: (_, user) => user.phone ?? <span className="ps-muted">—</span> },
    {
      title: <span className="ps-sr-only">{intl.formatMessage({ id: 'users.actions' })}</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      render: (_, user) => <MemberActions orgId={orgId} user={user} isSelf={user.uid === currentUid} onEdit={() => setEditing({ mode: 'edit', user })} />,
    },
  ];

  return (
    <div className="ps-page">
      <PageHeader
        title={intl.formatMessage({ id: 'users.title' })}
        description={orgName ? intl.formatMessage({ id: 'users.description' }, { organization: orgName }) : undefined}
        actions={
          <ImportAndAddActions
            importText={intl.formatMessage({ id: 'users.importButton' })}
            addText={intl.formatMessage({ id: 'users.add' })}
            onImport={() => setImporting(true)}
            onAdd={() => setEditing({ mode: 'add' })}
          />
        }
      />
      <section className="ps-card ps-card--flush" aria-label={intl.formatMessage({ id: 'users.members' })}>
        <div className="ps-toolbar">
          <ToolbarSearch value={search} onChange={setSearch} placeholder={intl.formatMessage({ id: 'users.searchPlaceholder' })} label={intl.formatMessage({ id: 'users.search' })} />
          <Select<Role | 'all'>
            value={filter.role ?? 'all'}
            onChange={(role) => onFilterChange({ ...filter, role: role === 'all' ? undefined : role })}
            aria-label={intl.formatMessage({ id: 'users.filterRole' })}
            className="ps-toolbar__filter"
            options={[{ value: 'all', label: intl.formatMessage({ id: 'users.allRoles' }) }, ...ROLES.map((role) => ({ value: role, label: roleLabel(role) }))]}
          />
        </div>
        <ListTable<Member>
          error={users.error}
          rowKey="uid"
          columns={columns}
          rows={users.data?.users ?? []}
          loading={users.isFetching}
          pageSize={20}
          emptyText={intl.formatMessage({ id: filter.search || filter.role ? 'users.noMatch' : 'users.none' })}
          label={intl.formatMessage({ id: 'users.title' })}
        />
      </section>
      <UserFormModal
        key={editing?.mode === 'edit' ? editing.user.uid : 'add'}
        orgId={orgId}
        user={editing?.mode === 'edit' ? editing.user : undefined}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <ImportUsersModal orgId={orgId} open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}

function MemberActions({ orgId, user, isSelf, onEdit }: { orgId: string | undefined; user: Member; isSelf: boolean; onEdit: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const remove = useDeleteUser(orgId);
  return (
    <div className="ps-row-actions">
      <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={intl.formatMessage({ id: 'users.editTitle' }, { name: user.displayName })}>
        {intl.formatMessage({ id: 'users.edit' })}
      </Button>
      <Popconfirm
        title={intl.formatMessage({ id: 'users.deleteTitle' }, { name: user.displayName })}
        description={intl.formatMessage({ id: 'users.deleteHelp' })}
        okText={intl.formatMessage({ id: 'users.delete' })}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={intl.formatMessage({ id: 'users.keep' })}
        disabled={isSelf}
        onConfirm={async () => {
          try {
            const { message: done } = await remove.mutateAsync(user.uid);
            void message.success(done);
          } catch (error) {
            void message.error(errorMessage(error));
          }
        }}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={isSelf}
          title={isSelf ? intl.formatMessage({ id: 'users.cannotDeleteSelf' }) : undefined}
          aria-label={intl.formatMessage({ id: 'users.deleteName' }, { name: user.displayName })}
        >
          {intl.formatMessage({ id: 'users.delete' })}
        </Button>
      </Popconfirm>
    </div>
  );
}
