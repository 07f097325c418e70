import { useResendVerificationMutation } from '../../api/api';
import { useAppDispatch } from '../../state/hooks';
import { showError, showSuccess } from '../../state/toastSlice';
import { MESSAGES } from '@domain/messages';

/** Sends the verification e-mail again and says, in SPEC.md's toasts, whether it went. */
export const useResendVerification = () => {
  const [resend, { isLoading: sending, isSuccess: sent }] = useResendVerificationMutation();
  const dispatch = useAppDispatch();
  const onResend = async () => {
    const result = await resend();
    dispatch(
      result.error
        ? showError(MESSAGES.verificationSendFailed)
        : showSuccess(MESSAGES.verificationSent),
    );
  };
  return { onResend, sending, sent };
};
