import { fieldsWithFault, holdsFault, type TextFault } from './textFaults';

/*
 * Half of a UTF-16 surrogate pair without its other half: JSON's \u escapes can send one, but it
 * is no character. It cannot be written as UTF-8, and PostgreSQL's jsonb refuses it. In a `u`
 * regular expression a whole pair is one character, so only a lone half matches.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

const hasLoneSurrogate: TextFault = (text) => LONE_SURROGATE.test(text);

/** Whether any text in a value, a field's name included, holds a lone surrogate. */
export const holdsLoneSurrogate = (value: unknown): boolean => holdsFault(value, hasLoneSurrogate);

/** The fields of a request whose text holds a lone surrogate, named as field errors are. */
export const fieldsWithLoneSurrogate = (value: unknown): string[] =>
  fieldsWithFault(value, hasLoneSurrogate);
