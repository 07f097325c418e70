import { Button, Flex, Modal, Typography } from 'antd';
import { Form } from 'react-final-form';
import { EMAIL_MAX_LENGTH } from '@domain/constants';
import type { Role } from '@domain/roles';
import { INVITATION_TTL_DAYS, invitationRequestSchema, TEAM_MESSAGES } from '@domain/team';
import { useInviteMemberMutation } from '../../api/teamApi';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { TextField } from '../../components/form/TextField';
import { useAppDispatch } from '../../state/hooks';
import { showSuccess } from '../../state/toastSlice';
import { RoleField } from './RoleField';

type Values = { email: string; role: Role };

const FIELDS = ['email', 'role'] as const;
const TITLE = 'Invite member';
const validate = makeValidate<Values>(invitationRequestSchema);

/**
 * Invites an address with a role. A refusal (an address with an account, or invited already)
 * stays in the dialog on its field, with everything typed.
 */
const InviteMemberDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const [invite] = useInviteMemberMutation();

  const onSubmit = async (values: Values) => {
    const result = await invite(invitationRequestSchema.cast(values));
    if (result.error) return toSubmissionErrors(result.error, FIELDS);
    dispatch(showSuccess(TEAM_MESSAGES.invited));
    onClose();
    return undefined;
  };

  return (
    <Modal open={open} title={TITLE} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        {`We email a link to join the company, valid for ${INVITATION_TTL_DAYS} days.`}
      </Typography.Paragraph>
      <Form<Values>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ role: 'booker' }}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormLayout onSubmit={handleSubmit} label={TITLE}>
            <FormErrorAlert message={submitError} />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              required
              autoFocus
              maxLength={EMAIL_MAX_LENGTH}
            />
            <RoleField name="role" label="Role" />
            <Flex justify="end" gap={8}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={submitting}>
                Send invitation
              </Button>
            </Flex>
          </FormLayout>
        )}
      />
    </Modal>
  );
};

export default InviteMemberDialog;
