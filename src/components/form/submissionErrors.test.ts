import { FORM_ERROR } from 'final-form';
import { toSubmissionErrors } from './submissionErrors';

describe('toSubmissionErrors', () => {
  it('puts errors of the form fields on them and others into the form message', () => {
    const error = {
      status: 400,
      data: { errors: { password: ['Weak.'], token: ['Invalid or expired token.'] } },
    };
    expect(toSubmissionErrors(error, ['password'])).toEqual({
      password: 'Weak.',
      [FORM_ERROR]: 'Invalid or expired token.',
    });
  });

  it('gives the unexpected-error text for a failure that is not a request error', () => {
    expect(
      toSubmissionErrors(
        { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' },
        [],
      ),
    ).toEqual({
      [FORM_ERROR]: 'An unexpected error occurred. Please try again.',
    });
  });
});
