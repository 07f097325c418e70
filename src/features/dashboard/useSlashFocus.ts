import { useEffect, useRef } from 'react';
import type { InputRef } from 'antd';

const TYPING_TARGETS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * "/" anywhere on the page puts the cursor in the search box, as in most tools a desk user
 * knows, except while they type in a field, where it is the character they meant.
 */
export const useSlashFocus = () => {
  const box = useRef<InputRef>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING_TARGETS)) return;
      event.preventDefault();
      box.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return box;
};
