import { Alert, Button, Result, Typography } from 'antd';
// The field's own file: antd's Input index also brings Search, TextArea, OTP and Group.
import Input from 'antd/es/input/Input';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { InvitationPreview } from '@domain/companySchemas';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@domain/roles';
import { acceptInvitationSchema, TEAM_MESSAGES } from '@domain/team';
import { type AcceptInvitationRequest, useAcceptInvitationMutation } from '../../api/api';
import { httpStatus } from '../../api/errors';
import { useGetInvitationQuery } from '../../api/teamApi';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadFailed } from '../../components/LoadFailed';
import { useAppSelector } from '../../state/hooks';
import { selectUser, useSignOut } from '../../state/session';
import { NameFields, NewPasswordField, PhoneField } from './AccountFields';
import { AuthLayout } from './AuthLayout';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const validate = makeValidate<AcceptInvitationRequest>(acceptInvitationSchema);
const FIELDS = Object.keys(acceptInvitationSchema.fields);

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Who signed in on this browser is not the invitee: joining would mix two accounts' pages. */
const SignedInNotice = ({ email, companyName }: { email: string; companyName: string }) => {
  const signOut = useSignOut();
  return (
    <Alert
      type="warning"
      showIcon
      title={`You are signed in as ${email}.`}
      description={`Sign out to join ${companyName} with this invitation.`}
      action={<Button onClick={() => void signOut()}>Sign Out</Button>}
    />
  );
};

const JoinForm = ({ token, invitation }: { token: string; invitation: InvitationPreview }) => {
  const [accept] = useAcceptInvitationMutation();
  const navigate = useNavigate();

  const onSubmit = async (values: AcceptInvitationRequest) => {
    const result = await accept({ token, body: acceptInvitationSchema.cast(values) });
    if (result.error) return toSubmissionErrors(result.error, FIELDS);
    await navigate(paths.dashboard);
    return undefined;
  };

  return (
    <Form<AcceptInvitationRequest>
      onSubmit={onSubmit}
      validate={validate}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <FormLayout onSubmit={handleSubmit} label={`Join ${invitation.company_name}`}>
          <FormErrorAlert message={submitError} />
          <NameFields />
          <PhoneField />
          <NewPasswordField />
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {`Join ${invitation.company_name}`}
          </Button>
        </FormLayout>
      )}
    />
  );
};

/**
 * Opened from an invitation e-mail: who invites whom to which company, then the new member's
 * details. Joining signs in as the new member, whose address is the invitation's.
 */
const JoinPage = () => {
  usePageTitle('Join your team');
  const { token = '' } = useParams();
  const user = useAppSelector(selectUser);
  const { data: invitation, error, isFetching, refetch } = useGetInvitationQuery(token);

  if (!invitation && isFetching)
    return (
      <AuthLayout>
        <FullPageSpinner label="Loading the invitation" />
      </AuthLayout>
    );
  if (!invitation)
    return (
      <AuthLayout width={560}>
        {httpStatus(error) === 404 ? (
          <Result
            status="warning"
            title={TEAM_MESSAGES.invitationGone}
            extra={
              <ButtonLink to={paths.login} type="primary">
                Go to login
              </ButtonLink>
            }
          />
        ) : (
          <LoadFailed
            title="We could not load the invitation"
            error={error}
            retrying={isFetching}
            onRetry={refetch}
          />
        )}
      </AuthLayout>
    );

  const { company_name, inviter_name, email, role } = invitation;
  return (
    <AuthLayout
      title={`Join ${company_name}`}
      subtitle={`${inviter_name} invites you to join ${company_name} as ${ROLE_LABELS[role]}.`}
      width={620}
    >
      <Typography.Paragraph type="secondary">
        {`${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`}
      </Typography.Paragraph>
      <FieldFrame label="Email" htmlFor="invited-email">
        <Input id="invited-email" value={email} readOnly autoComplete="email" />
      </FieldFrame>
      {user && !sameAddress(user.email, email) ? (
        <SignedInNotice email={user.email} companyName={company_name} />
      ) : (
        <JoinForm token={token} invitation={invitation} />
      )}
    </AuthLayout>
  );
};

export default JoinPage;
