import { useEffect, useRef } from 'react';
import { Result, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { useVerifyEmailMutation } from '../../api/api';
import { isRequestError, normalizeError } from '../../api/errors';
import { paths } from '../../app/paths';
import { MESSAGES } from '@domain/messages';
import { AuthLayout } from './AuthLayout';
import { ButtonLink } from '../../components/ButtonLink';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const failureText = (error: unknown): string => {
  if (!isRequestError(error)) return MESSAGES.verifyFailed;
  const { message, fieldErrors } = normalizeError(error);
  return (
    fieldErrors.token ?? (message === MESSAGES.anErrorOccurred ? MESSAGES.verifyFailed : message)
  );
};

/** Opened from the e-mailed link, signed in or not: verifies the token once, on load. */
const VerifyEmailPage = () => {
  usePageTitle('Verify your email');
  const { token = '' } = useParams();
  const [verify, { isSuccess, isError, error }] = useVerifyEmailMutation();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // The token is single-use: never send it twice, even when effects run twice in development.
    if (sent.current === token) return;
    sent.current = token;
    void verify({ token });
  }, [token, verify]);

  const loginLink = (
    <ButtonLink to={paths.login} type="primary">
      Go to login
    </ButtonLink>
  );

  return (
    <AuthLayout width={560}>
      {isSuccess ? (
        <Result status="success" title="Email Verified Successfully" extra={loginLink} />
      ) : isError ? (
        <Result status="error" title={failureText(error)} extra={loginLink} />
      ) : (
        <Result icon={<Spin size="large" />} title="Verifying Email" />
      )}
    </AuthLayout>
  );
};

export default VerifyEmailPage;
