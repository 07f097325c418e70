import { useState } from 'react';
import { Flex, Select, Spin, theme } from 'antd';

export type SearchOption = { id: number; label: string };

type Props<T extends SearchOption> = {
  id: string;
  value: number | null | undefined;
  onChange: (option: T | null) => void;
  onBlur?: () => void;
  /** The text typed so far; the owner decides when it becomes a search. */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** The answer to the text typed now, never to an earlier one. */
  results: readonly T[];
  /** Whether the answer to the text typed now is still to come. */
  searching: boolean;
  /** Whether the search of the text typed now failed: no answer is not "No matches". */
  failed?: boolean;
  placeholder?: string;
  /** The id of the text that says why the value is invalid, when it is. */
  errorId?: string;
  disabled?: boolean;
  /** Whether nothing is typed yet or the text is too short to search. */
  idle: boolean;
  /** Shown while idle. */
  idleHint: string;
  /** The option of a value given rather than picked here (a form filled in), once known. */
  known?: T;
};

/**
 * A select whose options come from a server search; it remembers the option picked. While text
 * is typed, the list holds only that text's answer: Enter picks one of those or nothing, never
 * the option picked before, and typing over a pick takes the pick away at once.
 */
export const SearchSelect = <T extends SearchOption>(props: Props<T>) => {
  const { id, value, onChange, onBlur, searchText, onSearchTextChange, results, searching } = props;
  const { token } = theme.useToken();
  const [picked, setPicked] = useState<T | null>(null);
  const current =
    picked && picked.id === value
      ? picked
      : props.known && props.known.id === value
        ? props.known
        : null;
  const typed = searchText.trim();
  const options = typed ? (searching ? [] : results) : current ? [current] : [];

  const notFound = props.idle ? (
    props.idleHint
  ) : searching ? (
    // antd greys out what stands in for options; a search under way is news, in the text's colour.
    <Flex role="status" align="center" gap={8} style={{ color: token.colorTextSecondary }}>
      <Spin size="small" />
      Searching…
    </Flex>
  ) : props.failed ? (
    <span role="alert" style={{ color: token.colorErrorText }}>
      The search failed. Check your connection, then type again.
    </span>
  ) : (
    'No matches'
  );

  return (
    // Enter while the answer is on its way would pick nothing, close the list and drop the text:
    // it is held back instead, so the list stays open for the answer (Enter then picks from it)
    // and a form around the picker is not sent.
    <div
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter' && searching) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    >
      <Select<number | undefined>
        id={id}
        value={current ? current.id : undefined}
        placeholder={props.placeholder}
        disabled={props.disabled}
        status={props.errorId ? 'error' : undefined}
        aria-invalid={Boolean(props.errorId)}
        aria-describedby={props.errorId}
        aria-busy={searching}
        allowClear
        suffixIcon={searching ? <Spin size="small" /> : null}
        listHeight={240}
        style={{ width: '100%' }}
        showSearch={{
          filterOption: false,
          searchValue: searchText,
          onSearch: (text) => {
            onSearchTextChange(text);
            if (current && text.trim() && text.trim() !== current.label) {
              setPicked(null);
              onChange(null);
            }
          },
        }}
        notFoundContent={notFound}
        options={options.map((o) => ({ value: o.id, label: o.label }))}
        onBlur={onBlur}
        onChange={(selectedId) => {
          const option = options.find((o) => o.id === selectedId) ?? null;
          setPicked(option);
          onSearchTextChange('');
          onChange(option);
        }}
      />
    </div>
  );
};
