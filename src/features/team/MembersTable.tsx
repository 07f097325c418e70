import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Member } from '@domain/companySchemas';
import { ROLE_LABELS } from '@domain/roles';
import { StatusTag } from '../../components/StatusTag';
import { formatDateTime } from '../../lib/format';
import { MemberRoleSelect } from './MemberRoleSelect';
import { memberName } from './memberName';
import { RemoveMemberButton } from './RemoveMemberButton';

const isActive = (member: Member) => member.status === 'active';

/** An admin changes the role of an active member in place, and may remove them. */
const columnsFor = (manage: boolean): TableColumnsType<Member> => [
  { title: 'Name', key: 'name', render: (_value, member) => memberName(member) },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  {
    title: 'Role',
    dataIndex: 'role',
    key: 'role',
    render: (_value, member) =>
      manage && isActive(member) ? <MemberRoleSelect member={member} /> : ROLE_LABELS[member.role],
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (_value, member) =>
      isActive(member) ? (
        <StatusTag color="green">Active</StatusTag>
      ) : (
        <StatusTag>Removed</StatusTag>
      ),
  },
  {
    title: 'Last active',
    dataIndex: 'last_active_at',
    key: 'last_active_at',
    render: (_value, member) =>
      member.last_active_at ? formatDateTime(member.last_active_at) : 'Never',
  },
  ...(manage
    ? [
        {
          title: 'Actions',
          key: 'actions',
          render: (_value: unknown, member: Member) =>
            isActive(member) ? <RemoveMemberButton member={member} /> : null,
        },
      ]
    : []),
];

const READ_COLUMNS = columnsFor(false);
const MANAGE_COLUMNS = columnsFor(true);

/** The company's members, active first, then removed ones; every member may see them. */
export const MembersTable = ({ members, manage }: { members: Member[]; manage: boolean }) => (
  <Table<Member>
    rowKey="id"
    columns={manage ? MANAGE_COLUMNS : READ_COLUMNS}
    dataSource={members}
    pagination={false}
    scroll={{ x: 'max-content' }}
  />
);
