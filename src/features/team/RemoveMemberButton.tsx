import { Button, Popconfirm } from 'antd';
import type { Member } from '@domain/companySchemas';
import { TEAM_MESSAGES } from '@domain/team';
import { useRemoveMemberMutation } from '../../api/teamApi';
import { memberName } from './memberName';
import { useOutcomeToast } from './useOutcomeToast';

/** Removes a member once the admin confirms, naming them: it signs them out at once. */
export const RemoveMemberButton = ({ member }: { member: Member }) => {
  const [remove, { isLoading }] = useRemoveMemberMutation();
  const tell = useOutcomeToast();
  const name = memberName(member);
  return (
    <Popconfirm
      title={`Remove ${name}?`}
      description="They are signed out at once. What they booked stays the company’s."
      okText="Remove"
      okButtonProps={{ danger: true }}
      cancelText="Keep"
      onConfirm={() => tell(remove(member.id), TEAM_MESSAGES.removed)}
    >
      <Button type="link" danger loading={isLoading} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </Popconfirm>
  );
};
