import { Button } from 'antd';
import { Form } from 'react-final-form';
import { Navigate } from 'react-router-dom';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@domain/constants';
import { loginSchema } from '@domain/signInSchemas';
import type { LoginRequest } from '@domain/types';
import { useOpsLoginMutation } from '../../api/opsEndpoints';
import { opsPaths } from '../../app/opsPaths';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { TextField } from '../../components/form/TextField';
import { useOpsSession } from '../../state/opsSession';
import { OpsAuthLayout } from './OpsAuthLayout';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const validate = makeValidate<LoginRequest>(loginSchema);
const FIELDS = ['email', 'password'];

/** A dispatcher signs in to the operations desk, whoever is signed in to the shipper's pages. */
const OpsLoginPage = () => {
  usePageTitle('Operations sign in');
  const [login] = useOpsLoginMutation();
  const session = useOpsSession();
  // Signed in, now or before: on to the board.
  if (session) return <Navigate to={opsPaths.board} replace />;

  const onSubmit = async (values: LoginRequest) => {
    const result = await login({ email: values.email.trim(), password: values.password });
    return result.error ? toSubmissionErrors(result.error, FIELDS) : undefined;
  };

  return (
    <OpsAuthLayout title="Sign in" subtitle="Loadline Operations, for Loadline’s dispatchers.">
      <Form<LoginRequest>
        onSubmit={onSubmit}
        validate={validate}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormLayout onSubmit={handleSubmit} label="Sign in">
            <FormErrorAlert message={submitError} />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              maxLength={EMAIL_MAX_LENGTH}
            />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {submitting ? 'Signing in...' : 'Sign in'}
            </Button>
          </FormLayout>
        )}
      />
    </OpsAuthLayout>
  );
};

export default OpsLoginPage;
