const NON_FIELD = 'non_field_errors';
const NUL = '\u0000';

/** Text to walk into: objects and lists, not bytes (a raw body is read by its own route). */
const isWalkable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/**
 * Whether any text in a value, a field's name included, holds a NUL character. Every request
 * passes here: the usual answer, no, costs no more than a look at each value.
 */
export const holdsNul = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
    } else if (isWalkable(item)) {
      for (const key in item) {
        if (key.includes(NUL)) return true;
        pending.push(item[key]);
      }
    }
  }
  return false;
};

/**
 * The fields of a request (body, query or path) whose text holds a NUL character, which no text
 * column can store. Each is named as field errors are: by its innermost name, list positions left
 * out; a NUL in a field's name is non_field_errors. Walked without recursion, since a body may
 * nest as deep as its size allows.
 */
export const fieldsWithNul = (value: unknown): string[] => {
  const found = new Set<string>();
  const pending: [unknown, string][] = [[value, NON_FIELD]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, name] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) found.add(name);
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push([element, name]);
    } else if (isWalkable(item)) {
      for (const [key, field] of Object.entries(item)) {
        if (key.includes(NUL)) found.add(NON_FIELD);
        pending.push([field, key]);
      }
    }
  }
  return [...found];
};
