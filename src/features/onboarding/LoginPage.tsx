import { Button } from 'antd';
import { Form } from 'react-final-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '../../api/api';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../app/paths';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { TextField } from '../../components/form/TextField';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@domain/constants';
import { loginSchema } from '@domain/signInSchemas';
import type { LoginRequest } from '@domain/types';
import { selectToken } from '../../state/session';
import { AuthLayout } from './AuthLayout';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const validate = makeValidate<LoginRequest>(loginSchema);
const FIELDS = ['email', 'password'];

const LoginPage = () => {
  usePageTitle('Sign in');
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  if (token) return <Navigate to={paths.dashboard} replace />;

  const onSubmit = async (values: LoginRequest) => {
    const result = await login({ email: values.email.trim(), password: values.password });
    if (result.error) return toSubmissionErrors(result.error, FIELDS);
    await navigate(paths.dashboard);
    return undefined;
  };

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to quote and book your freight.">
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
            <p style={{ margin: '-8px 0 1em', textAlign: 'right' }}>
              <Link to={paths.resetPassword}>Forgot your password</Link>
            </p>
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {submitting ? 'Signing in...' : 'Sign in'}
            </Button>
            <p style={{ margin: '16px 0 1em', textAlign: 'center' }}>
              New to us? <Link to={paths.signUp}>Sign up</Link>
            </p>
          </FormLayout>
        )}
      />
    </AuthLayout>
  );
};

export default LoginPage;
