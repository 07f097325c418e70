/**
 * For tables whose words must stay whole (headers, email addresses, phone numbers): such a
 * table scrolls sideways within its card rather than break them letter by letter.
 */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A column's `onHeaderCell`: a header is a word or two, never broken when columns are tight. */
export const wholeHeader = () => ({ style: NO_WRAP });

/** A table's `scroll`: as wide as its whole words need, scrolling inside its card past that. */
export const WHOLE_WORDS_SCROLL = { x: 'max-content' } as const;
