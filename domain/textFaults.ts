/*
 * What no text of a request may hold, in any field, found by walking its values and names: each
 * of the request boundary's rules (a NUL character, a lone surrogate) gives the test of one text.
 */

const NON_FIELD = 'non_field_errors';

/** Text to walk into: objects and lists, not bytes (a raw body is read by its own route). */
const isWalkable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/** What a request's text may not hold, whatever the field: a test of one text. */
export type TextFault = (text: string) => boolean;

/**
 * Whether any text in a value, a field's name included, has the fault. Every request passes
 * here: the usual answer, no, costs no more than a look at each value.
 */
export const holdsFault = (value: unknown, fault: TextFault): boolean => {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (fault(item)) return true;
    } else if (isWalkable(item)) {
      for (const key in item) {
        if (fault(key)) return true;
        pending.push(item[key]);
      }
    }
  }
  return false;
};

/**
 * The fields of a request (body, query or path) whose text has the fault. Each is named as field
 * errors are: by its innermost name, list positions left out; a fault in a field's name is
 * non_field_errors. Walked without recursion, since a body may nest as deep as its size allows.
 */
export const fieldsWithFault = (value: unknown, fault: TextFault): string[] => {
  const found = new Set<string>();
  const pending: [unknown, string][] = [[value, NON_FIELD]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, name] = next;
    if (typeof item === 'string') {
      if (fault(item)) found.add(name);
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push([element, name]);
    } else if (isWalkable(item)) {
      for (const [key, field] of Object.entries(item)) {
        if (fault(key)) found.add(NON_FIELD);
        pending.push([field, key]);
      }
    }
  }
  return [...found];
};
