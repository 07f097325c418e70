import { render, screen } from '@testing-library/react';
import { renderFailingPage } from '../testing/renderFailingPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

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

  it('gives way to the next page once the user goes elsewhere', async () => {
    const Broken = () => {
      throw new Error('Cannot read properties of undefined');
    };
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/broken">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    rerender(
      <RouteErrorBoundary resetKey="/dashboard">
        <p>The dashboard</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('The dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
