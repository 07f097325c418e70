import { fireEvent, screen } from '@testing-library/react';

/** What a search picker (an antd Select) shows as picked, by its label: null for nothing. */
export const pickedIn = (label: string) =>
  screen
    .getByLabelText(label)
    .closest('.ant-select')
    ?.querySelector('.ant-select-content-has-value')
    ?.getAttribute('title') ?? null;

/**
 * Enter in a search picker. antd's list reads the key's legacy code, which user-event leaves at
 * 0 in jsdom, so the key is pressed with the code a browser gives it.
 */
export const pressEnter = (label: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
};
