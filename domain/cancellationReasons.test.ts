import { ValidationError } from 'yup';
import { cancellationRequestSchema } from './cancellationReasons';
import type { CancellationRequest } from './cancellationReasons';
import { CANCELLATION_REASON_LABELS, CANCELLATION_REASONS } from './cancellationTerms';
import { fieldErrorsOf } from './fieldErrors';
import type { FieldErrors } from './fieldErrors';

/** The field errors the API would answer the body with, or null when it passes. */
const errorsOf = (body: unknown): FieldErrors | null => {
  try {
    cancellationRequestSchema.validateSync(body, { abortEarly: false, stripUnknown: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return fieldErrorsOf(error);
    throw error;
  }
};

const NOT_A_REASON =
  'Select a valid choice: plans_changed, booked_elsewhere, wrong_details, price, other.';

describe('cancellation reasons', () => {
  it('are offered in this order, each with its label', () => {
    expect(CANCELLATION_REASONS.map((reason) => CANCELLATION_REASON_LABELS[reason])).toEqual([
      'Plans changed',
      'Booked elsewhere',
      'Wrong details',
      'Price',
      'Other',
    ]);
    expect(Object.keys(CANCELLATION_REASON_LABELS)).toEqual([...CANCELLATION_REASONS]);
  });
});

describe('cancellationRequestSchema', () => {
  it.each(['plans_changed', 'booked_elsewhere', 'wrong_details', 'price'])(
    'takes %s without a word more',
    (reason) => {
      expect(errorsOf({ reason })).toBeNull();
      expect(errorsOf({ reason, reason_text: null })).toBeNull();
      expect(errorsOf({ reason, reason_text: '' })).toBeNull();
    },
  );

  it('takes words with any reason, trimmed', () => {
    const body: CancellationRequest = cancellationRequestSchema.validateSync({
      reason: 'price',
      reason_text: '  Found a cheaper lane.  ',
    });
    expect(body).toEqual({ reason: 'price', reason_text: 'Found a cheaper lane.' });
  });

  it('takes Other with words', () => {
    expect(errorsOf({ reason: 'other', reason_text: 'The plant closed.' })).toBeNull();
  });

  it.each([
    ['without them', {}],
    ['with null', { reason_text: null }],
    ['with nothing written', { reason_text: '' }],
    ['with blanks only', { reason_text: ' \n\t ' }],
  ])('refuses Other %s', (_case, text) => {
    expect(errorsOf({ reason: 'other', ...text })).toEqual({
      reason_text: ['This field is required.'],
    });
  });

  it.each([
    ['no reason', {}],
    ['a null reason', { reason: null }],
  ])('refuses %s', (_case, body) => {
    expect(errorsOf(body)).toEqual({ reason: ['This field is required.'] });
  });

  it.each([
    ['a reason not on the list', 'moved'],
    ['an empty reason', ''],
    ['a label for a value', 'Plans changed'],
    ['a value in another case', 'OTHER'],
    ['a list', ['price']],
  ])('refuses %s', (_case, reason) => {
    expect(errorsOf({ reason })).toEqual({ reason: [NOT_A_REASON] });
  });

  it('takes up to 500 characters of words, whatever the reason', () => {
    expect(errorsOf({ reason: 'other', reason_text: 'x'.repeat(500) })).toBeNull();
    const tooLong = { reason_text: ['Ensure this field has no more than 500 characters.'] };
    expect(errorsOf({ reason: 'other', reason_text: 'x'.repeat(501) })).toEqual(tooLong);
    expect(errorsOf({ reason: 'price', reason_text: 'x'.repeat(501) })).toEqual(tooLong);
  });

  it('says everything wrong at once', () => {
    expect(errorsOf({ reason: 'moved', reason_text: 'x'.repeat(501) })).toEqual({
      reason: [NOT_A_REASON],
      reason_text: ['Ensure this field has no more than 500 characters.'],
    });
  });
});
