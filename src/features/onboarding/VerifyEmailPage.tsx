import { useEffect, useRef } from 'react';
import { useResendVerification } from './useResendVerification';
import { Button, Flex, Result, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { useVerifyEmailMutation } from '../../api/api';
import { isRequestError, normalizeError } from '../../api/errors';
import { paths } from '../../app/paths';
import { MESSAGES } from '@domain/messages';
import { useAppSelector } from '../../state/hooks';
import { selectToken } from '../../state/session';
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

/**
 * What a link that no longer works offers: a new one at once when the account is signed in here,
 * or the sign-in that leads to one (an unverified account lands where it can be resent).
 */
const NewLinkOffer = () => {
  const signedIn = useAppSelector(selectToken) !== null;
  const { onResend, sending, sent } = useResendVerification();

  if (!signedIn) {
    return (
      <ButtonLink to={paths.login} type="primary">
        Sign in to get a new link
      </ButtonLink>
    );
  }
  return (
    <Flex vertical align="center" gap={12}>
      <Button type="primary" onClick={() => void onResend()} loading={sending} disabled={sent}>
        {sending ? 'Sending...' : sent ? 'New link sent' : 'Send a new link'}
      </Button>
      <ButtonLink to={paths.login}>Go to login</ButtonLink>
    </Flex>
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
  // The server says the link itself is done with (used, expired or unknown): a new one helps.
  const linkDead = isError && isRequestError(error) && !!normalizeError(error).fieldErrors.token;

  return (
    <AuthLayout width={560}>
      {isSuccess ? (
        <Result status="success" title="Email Verified Successfully" extra={loginLink} />
      ) : isError ? (
        <Result
          status={linkDead ? 'warning' : 'error'}
          title={failureText(error)}
          extra={linkDead ? <NewLinkOffer /> : loginLink}
        />
      ) : (
        <Result icon={<Spin size="large" />} title="Verifying Email" />
      )}
    </AuthLayout>
  );
};

export default VerifyEmailPage;
