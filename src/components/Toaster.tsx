import { useEffect } from 'react';
import { Alert, Flex } from 'antd';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { TOAST_DURATION_MS } from '@domain/constants';
import { selectToasts, toastDismissed } from '../state/toastSlice';
import type { Toast } from '../state/toastSlice';

const ALERT_TYPES = {
  success: 'success',
  error: 'error',
  paymentError: 'error',
  info: 'info',
} as const satisfies Record<Toast['kind'], string>;

const ToastItem = ({ toast }: { toast: Toast }) => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(
      () => dispatch(toastDismissed(toast.id)),
      TOAST_DURATION_MS[toast.kind],
    );
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.kind]);
  return (
    <Alert
      type={ALERT_TYPES[toast.kind]}
      title={toast.message}
      showIcon
      closable={{ onClose: () => dispatch(toastDismissed(toast.id)), 'aria-label': 'Dismiss' }}
      style={{ boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)' }}
    />
  );
};

/**
 * The notifications of the toast slice, newest at the bottom, each leaving on its own timer. In
 * the bottom left corner: the pages' primary actions sit at the top right and in dialogs' right
 * corners, where a toast would cover the button just pressed. Never wider than a phone.
 */
export const Toaster = () => {
  const toasts = useAppSelector(selectToasts);
  return (
    <Flex
      vertical
      gap={8}
      aria-live="polite"
      style={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        zIndex: 2000,
        width: 'min(380px, calc(100vw - 32px))',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Flex>
  );
};
