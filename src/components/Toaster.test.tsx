import { act } from '@testing-library/react';
import { showError, showPaymentError, showSuccess } from '../state/toastSlice';
import { renderApp, screen } from '../testing/renderWithProviders';

describe('Toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('show at most 20 at once, the newest kept', async () => {
    const { store } = renderApp({ route: '/no-such-page', fakeTimers: true });
    await screen.findByText('Working On It..');
    act(() => {
      for (let i = 1; i <= 25; i += 1) store.dispatch(showError(`Problem ${i}`));
    });
    expect(screen.getAllByRole('alert')).toHaveLength(20);
    expect(screen.queryByText('Problem 5')).not.toBeInTheDocument();
    expect(screen.getByText('Problem 6')).toBeInTheDocument();
    expect(screen.getByText('Problem 25')).toBeInTheDocument();
  });

  it('leave after 2 s (success), 4 s (error) and 10 s (payment error)', async () => {
    const { store } = renderApp({ route: '/no-such-page', fakeTimers: true });
    await screen.findByText('Working On It..');
    act(() => {
      store.dispatch(showSuccess('Saved'));
      store.dispatch(showError('Failed'));
      store.dispatch(showPaymentError('Card declined'));
    });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5999));
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Card declined')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const { store, user } = renderApp({ route: '/no-such-page', fakeTimers: true });
    await screen.findByText('Working On It..');
    act(() => {
      store.dispatch(showError('Failed'));
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});
