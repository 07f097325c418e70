import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteError } from './RouteError';

/** A router whose only page fails to load with `error`. */
const renderFailingPage = (error: Error) => {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      lazy: () => Promise.reject(error),
    },
  ]);
  render(<RouterProvider router={router} />);
};

describe('The error screen', () => {
  it('asks for a reload when a page’s code could not be fetched', async () => {
    renderFailingPage(new Error('Loading chunk 412 failed.'));
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Check your connection, then reload the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('says something went wrong for any other failure', async () => {
    renderFailingPage(new Error('Cannot read properties of undefined'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText('Reload the page to try again. What you saved is safe.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
