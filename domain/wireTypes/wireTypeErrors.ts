import { MESSAGES, tooLongMessage } from '../messages';

/** One failure of a JSON Schema check, as Ajv reports it (the fields the API's wording reads). */
export type WireTypeIssue = {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
};

/** The API's words for a failed check: "Must be an integer.", and the rules' own for the rest. */
export const wireTypeMessage = (issue: WireTypeIssue): string => {
  switch (issue.keyword) {
    case 'required':
      return MESSAGES.required;
    case 'type':
      return `Must be ${String(issue.params.type)
        .replace(/^(integer|object|array)$/, 'an $1')
        .replace(/^(string|number|boolean|null)$/, 'a $1')}.`;
    case 'maxLength':
      return tooLongMessage(Number(issue.params.limit));
    case 'maxItems':
      return `Ensure this list has no more than ${String(issue.params.limit)} items.`;
    default:
      return issue.message
        ? `${issue.message[0]?.toUpperCase()}${issue.message.slice(1)}.`
        : 'Invalid value.';
  }
};

/** The field a failure is reported on: the innermost named one, a list's items under the list. */
export const wireTypeField = (issue: WireTypeIssue): string => {
  if (issue.keyword === 'required') return String(issue.params.missingProperty);
  const parts = issue.instancePath.split('/').filter((part) => part && !/^\d+$/.test(part));
  return parts.pop() ?? 'non_field_errors';
};

/** Every failure by field, in the order they were found: the body of the API's 400. */
export const wireTypeErrorsOf = (issues: readonly WireTypeIssue[]): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[wireTypeField(issue)] ??= []).push(wireTypeMessage(issue));
  return errors;
};
