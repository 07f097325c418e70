import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The list of options an antd Select opened. antd draws it in a portal at the end of the body,
 * away from its field, and keeps a closed one there hidden, so it is found by its class.
 */
export const openOptionList = () =>
  waitFor(() => {
    const list = document.querySelector<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
    );
    if (!list) throw new Error('No list of options is open.');
    return list;
  });

/** Picks an option of an antd Select from the list it opened, found by typing when asked. */
export const chooseOption = async (
  user: UserEvent,
  select: HTMLElement,
  option: string,
  typed?: string,
) => {
  await (typed ? user.type(select, typed) : user.click(select));
  await user.click(within(await openOptionList()).getByTitle(option));
};
