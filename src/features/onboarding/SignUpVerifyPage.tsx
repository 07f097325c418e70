import { Button, Flex, Result, Typography } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { useGetCurrentUserQuery, useResendVerificationMutation } from '../../api/api';
import { useAppDispatch } from '../../state/hooks';
import { paths } from '../../app/paths';
import { useSession } from '../../state/session';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { MESSAGES } from '@domain/messages';
import { showError, showSuccess } from '../../state/toastSlice';
import { AuthLayout } from './AuthLayout';
import { SignUpSteps } from './SignUpSteps';
import { usePageTitle } from '../../lightEntry/usePageTitle';

/** Sign-up step 3: waits for the e-mail to be verified (checked again whenever the tab regains focus). */
const SignUpVerifyPage = () => {
  usePageTitle('Check your email');
  const { token, user, loading } = useSession();
  useGetCurrentUserQuery(undefined, { skip: !token, refetchOnFocus: true });
  const [resend, { isLoading: sending }] = useResendVerificationMutation();
  const dispatch = useAppDispatch();

  if (!token) return <Navigate to={paths.login} replace />;
  if (loading || !user) return <FullPageSpinner label="Loading your account" />;
  if (!user.shipping_needs) return <Navigate to={paths.signUpNeeds} replace />;
  if (user.is_email_verified) return <Navigate to={paths.dashboard} replace />;

  const onResend = async () => {
    const result = await resend();
    dispatch(
      result.error
        ? showError(MESSAGES.verificationSendFailed)
        : showSuccess(MESSAGES.verificationSent),
    );
  };

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
