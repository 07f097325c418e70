/**
 * A value outside a fixed list, named with the values it may take. Apart from the API's other
 * texts so that the forms' rules, which the sign-in page loads, do not carry all of them.
 */
export const validChoice = (choices: readonly string[]): string =>
  `Select a valid choice: ${choices.join(', ')}.`;
