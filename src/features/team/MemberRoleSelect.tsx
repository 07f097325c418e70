import { Select } from 'antd';
import type { Member } from '@domain/companySchemas';
import { isRole } from '@domain/roles';
import { TEAM_MESSAGES } from '@domain/team';
import { useChangeMemberRoleMutation } from '../../api/teamApi';
import { ROLE_OPTIONS } from './roleOptions';
import { RoleOptionLabel } from './RoleField';
import { memberName } from './memberName';
import { useOutcomeToast } from './useOutcomeToast';

/**
 * A member's role, changed as soon as another is chosen. It shows the role the server holds: a
 * change refused (the last admin) leaves it as it was, and the toast says why.
 */
export const MemberRoleSelect = ({ member }: { member: Member }) => {
  const [changeRole, { isLoading }] = useChangeMemberRoleMutation();
  const tell = useOutcomeToast();
  return (
    <Select
      // An id of its own: under test antd gives every unnamed control the same one, which would
      // then also name the invite dialog.
      id={`member-${member.id}-role`}
      aria-label={`Role of ${memberName(member)}`}
      value={member.role}
      loading={isLoading}
      disabled={isLoading}
      onChange={(role: string) => {
        if (isRole(role)) void tell(changeRole({ id: member.id, role }), TEAM_MESSAGES.roleChanged);
      }}
      options={ROLE_OPTIONS.map((option) => ({ ...option }))}
      optionRender={({ data }) => (
        <RoleOptionLabel label={data.label} description={data.description} />
      )}
      popupMatchSelectWidth={280}
      style={{ width: 130 }}
    />
  );
};
