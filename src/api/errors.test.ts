import { normalizeError } from './errors';

describe('normalizeError', () => {
  it('joins non_field_errors and keeps each field error', () => {
    const error = {
      status: 400,
      data: { errors: { non_field_errors: ['First.', 'Second.'], email: ['Taken.', 'Too long.'] } },
    };
    expect(normalizeError(error)).toEqual({
      message: 'First. Second.',
      fieldErrors: { email: 'Taken. Too long.' },
    });
  });

  it("says 'An error occurred' when an errors object has no non_field_errors", () => {
    expect(normalizeError({ status: 400, data: { errors: { zip_code: ['Short.'] } } })).toEqual({
      message: 'An error occurred',
      fieldErrors: { zip_code: 'Short.' },
    });
  });

  it("uses the response's message", () => {
    expect(normalizeError({ status: 404, data: { message: 'Not found.' } }).message).toBe(
      'Not found.',
    );
  });

  it("falls back to the error's own message, then to 'Network error occurred'", () => {
    expect(normalizeError({ name: 'Error', message: 'Boom' }).message).toBe('Boom');
    expect(
      normalizeError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message,
    ).toBe('Network error occurred');
  });
});
