import { screen } from '@testing-library/react';
import { renderFailingPage } from '../testing/renderFailingPage';

// The error screen's own code cannot be fetched either, as when the browser went offline.
jest.mock('./ErrorNotice', () => {
  throw new Error('Loading chunk 146 failed.');
});

it('says the same in plain markup when not even the error screen’s code can be fetched', async () => {
  renderFailingPage(new Error('Loading chunk 412 failed.'));
  expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
  expect(screen.getByText('Check your connection, then reload the page.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
});
