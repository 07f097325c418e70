import { useState } from 'react';
import { Select, Spin } from 'antd';

export type SearchOption = { id: number; label: string };

type Props<T extends SearchOption> = {
  id: string;
  value: number | null | undefined;
  onChange: (option: T | null) => void;
  onBlur?: () => void;
  /** The text typed so far; the owner decides when it becomes a search. */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  results: readonly T[];
  searching: boolean;
  placeholder?: string;
  /** The id of the text that says why the value is invalid, when it is. */
  errorId?: string;
  disabled?: boolean;
  /** Shown when nothing is typed yet or the text is too short to search. */
  idleHint: string;
  /** The option of a value given rather than picked here (a form filled in), once known. */
  known?: T;
};

/** A select whose options come from a server search; it remembers the option picked. */
export const SearchSelect = <T extends SearchOption>(props: Props<T>) => {
  const { id, value, onChange, onBlur, searchText, onSearchTextChange, results, searching } = props;
  const [picked, setPicked] = useState<T | null>(null);
  const current =
    picked && picked.id === value
      ? picked
      : props.known && props.known.id === value
        ? props.known
        : null;
  const options = [...(current ? [current] : []), ...results.filter((r) => r.id !== current?.id)];

  const notFound = searching ? (
    <Spin size="small" aria-label="Searching" />
  ) : searchText.trim() ? (
    results.length === 0 ? (
      'No matches'
    ) : null
  ) : (
    props.idleHint
  );

  return (
    <Select<number | undefined>
      id={id}
      value={current ? current.id : undefined}
      placeholder={props.placeholder}
      disabled={props.disabled}
      status={props.errorId ? 'error' : undefined}
      aria-invalid={Boolean(props.errorId)}
      aria-describedby={props.errorId}
      allowClear
      suffixIcon={null}
      listHeight={240}
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, searchValue: searchText, onSearch: onSearchTextChange }}
      notFoundContent={notFound}
      options={(searching && !current ? [] : options).map((o) => ({ value: o.id, label: o.label }))}
      onBlur={onBlur}
      onChange={(selectedId) => {
        const option = options.find((o) => o.id === selectedId) ?? null;
        setPicked(option);
        onSearchTextChange('');
        onChange(option);
      }}
    />
  );
};
