import { useState } from 'react';
import { Button, Result } from 'antd';
import { Form } from 'react-final-form';
import { useParams } from 'react-router-dom';
import { useConfirmPasswordResetMutation } from '../../api/api';
import { isRequestError, normalizeError } from '../../api/errors';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { paths } from '../../app/paths';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { NewPasswordField } from './AccountFields';
import { passwordResetConfirmSchema } from '@domain/schemas';
import { AuthLayout } from './AuthLayout';
import { ButtonLink } from '../../components/ButtonLink';
import { usePageTitle } from '../../lightEntry/usePageTitle';

type Values = { password: string };

const validate = makeValidate<Values>(passwordResetConfirmSchema.pick(['password']));

/** Sets a new password with the token from the e-mailed link. */
const ResetConfirmPage = () => {
  usePageTitle('Choose a new password');
  const { token = '' } = useParams();
  const [confirmReset] = useConfirmPasswordResetMutation();
  const [done, setDone] = useState(false);
  // Why the link no longer works (used, expired or unknown), as the server says it.
  const [deadLink, setDeadLink] = useState<string | null>(null);

  const onSubmit = async ({ password }: Values) => {
    const result = await confirmReset({ password, token });
    const tokenError = isRequestError(result.error)
      ? normalizeError(result.error).fieldErrors.token
      : undefined;
    if (tokenError) {
      setDeadLink(tokenError);
      return undefined;
    }
    if (result.error) return toSubmissionErrors(result.error, ['password']);
    setDone(true);
    return undefined;
  };

  if (done) {
    return (
      <AuthLayout width={560}>
        <Result
          status="success"
          title="Reset Success"
          subTitle="Your password has been changed. Sign in with your new password."
          extra={
            <ButtonLink to={paths.login} type="primary">
              Go to login
            </ButtonLink>
          }
        />
      </AuthLayout>
    );
  }

  if (deadLink) {
    return (
      <AuthLayout width={560}>
        <Result
          status="warning"
          title={deadLink}
          extra={
            <ButtonLink to={paths.resetPassword} type="primary">
              Request a new link
            </ButtonLink>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password">
      <Form<Values>
        onSubmit={onSubmit}
        validate={validate}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormLayout onSubmit={handleSubmit} label="Choose a new password">
            <FormErrorAlert message={submitError} />
            <NewPasswordField label="New password" required={false} autoFocus />
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {submitting ? 'Saving...' : 'Reset password'}
            </Button>
          </FormLayout>
        )}
      />
    </AuthLayout>
  );
};

export default ResetConfirmPage;
