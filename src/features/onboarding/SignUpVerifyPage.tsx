import { Button, Flex, Result, Typography } from 'antd';
import { useResendVerification } from './useResendVerification';
import { Link, Navigate } from 'react-router-dom';
import { useGetCurrentUserQuery } from '../../api/api';
import { paths } from '../../app/paths';
import { useSession } from '../../state/session';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { AuthLayout } from './AuthLayout';
import { SignUpSteps } from './SignUpSteps';
import { usePageTitle } from '../../lightEntry/usePageTitle';

/** Sign-up step 3: waits for the e-mail to be verified (checked again whenever the tab regains focus). */
const SignUpVerifyPage = () => {
  usePageTitle('Check your email');
  const { token, user, loading } = useSession();
  useGetCurrentUserQuery(undefined, { skip: !token, refetchOnFocus: true });
  const { onResend, sending } = useResendVerification();

  if (!token) return <Navigate to={paths.login} replace />;
  if (loading || !user) return <FullPageSpinner label="Loading your account" />;
  if (!user.shipping_needs) return <Navigate to={paths.signUpNeeds} replace />;
  if (user.is_email_verified) return <Navigate to={paths.dashboard} replace />;

  return (
    <AuthLayout width={620}>
      <SignUpSteps current={2} />
      <Result
        status="info"
        title="Check your email"
        subTitle={
          <>
            We sent a verification link to <Typography.Text strong>{user.email}</Typography.Text>.
            Open it to verify your account, then sign in.
          </>
        }
        extra={
          <Flex vertical align="center" gap={12}>
            <Button type="primary" onClick={() => void onResend()} loading={sending}>
              {sending ? 'Sending...' : 'Resend verification email'}
            </Button>
            <Link to={paths.login}>Back to sign in</Link>
          </Flex>
        }
      />
    </AuthLayout>
  );
};

export default SignUpVerifyPage;
