/** The case- and accent-insensitive form places are searched by, so that "montr" finds Montréal. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
