import { fieldsWithFault, holdsFault, type TextFault } from './textFaults';

const NUL = '\u0000';

const hasNul: TextFault = (text) => text.includes(NUL);

/** Whether any text in a value, a field's name included, holds a NUL character. */
export const holdsNul = (value: unknown): boolean => holdsFault(value, hasNul);

/** The fields of a request whose text holds a NUL character, which no text column can store. */
export const fieldsWithNul = (value: unknown): string[] => fieldsWithFault(value, hasNul);
