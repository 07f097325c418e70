const NON_FIELD = 'non_field_errors';

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
      if (item.includes('\u0000')) found.add(name);
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push([element, name]);
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      // A raw body (Buffer) is bytes, not text: the route that takes one reads it itself.
      for (const [key, field] of Object.entries(item)) {
        // A field named with one is no field of the API: the request as a whole is refused.
        if (key.includes('\u0000')) found.add(NON_FIELD);
        pending.push([field, key]);
      }
    }
  }
  return [...found];
};
