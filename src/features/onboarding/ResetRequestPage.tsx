import { useState } from 'react';
import { Button, Result, Typography } from 'antd';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '../../api/api';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { paths } from '../../app/paths';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { TextField } from '../../components/form/TextField';
import { EMAIL_MAX_LENGTH } from '@domain/constants';
import { passwordResetRequestSchema } from '@domain/signInSchemas';
import type { PasswordResetRequest } from '@domain/types';
import { AuthLayout } from './AuthLayout';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const validate = makeValidate<PasswordResetRequest>(passwordResetRequestSchema);

/** Asks for a password reset link. */
const ResetRequestPage = () => {
  usePageTitle('Reset your password');
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async ({ email }: PasswordResetRequest) => {
    const result = await requestReset({ email: email.trim() });
    if (result.error) return toSubmissionErrors(result.error, ['email']);
    setSentTo(email.trim());
    return undefined;
  };

  if (sentTo) {
    return (
      <AuthLayout width={560}>
        <Result
          status="success"
          title="Check Your Email"
          subTitle={`If an account exists for ${sentTo}, we sent it a link to reset the password. The link works for one hour.`}
          extra={<Link to={paths.login}>Back to sign in</Link>}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your account's email and we will send you a reset link."
    >
      <Form<PasswordResetRequest>
        onSubmit={onSubmit}
        validate={validate}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormLayout onSubmit={handleSubmit} label="Reset your password">
            <FormErrorAlert message={submitError} />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              maxLength={EMAIL_MAX_LENGTH}
            />
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {submitting ? 'Sending...' : 'Send reset link'}
            </Button>
            <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
              <Link to={paths.login}>Back to sign in</Link>
            </Typography.Paragraph>
          </FormLayout>
        )}
      />
    </AuthLayout>
  );
};

export default ResetRequestPage;
