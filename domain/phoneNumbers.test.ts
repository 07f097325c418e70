import { describe, expect, it } from '@jest/globals';
import { formatPhone, normalisePhone } from './phoneNumbers';
import { formatNorthAmericanPhone, readablePhone, telHref } from './phoneReading';
import { phone } from './schemas';
import { MESSAGES } from './messages';

const phoneOf = (phone_number: string) => phone().validateSync(phone_number);
const refusalOf = (phone_number: string) => {
  try {
    phoneOf(phone_number);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('phone numbers as people type them', () => {
  it.each([
    ['(312) 555-0142', '+13125550142'],
    ['312.555.0142', '+13125550142'],
    ['312-555-0142', '+13125550142'],
    ['1 312 555 0142', '+13125550142'],
    ['+1 (312) 555-0142', '+13125550142'],
    ['  3125550142 ', '+13125550142'],
    ['(416) 555-0199', '+14165550199'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+49 1511 2345678', '+4915112345678'],
  ])('takes %j as %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
    expect(phoneOf(typed)).toBe(stored);
  });

  it.each([
    '555-0142',
    '0123456789',
    '(012) 345-6789',
    '0312 555 0142',
    '+0 312 555 0142',
    'call 312 555 0142',
    '++13125550142',
  ])('refuses %j', (typed) => {
    expect(refusalOf(typed)).toBe(MESSAGES.phoneInvalid);
  });

  it('keeps an extension out rather than dropping it', () => {
    expect(refusalOf('+1 312 555 0142 ext 5')).toBe(MESSAGES.phoneInvalid);
  });

  it('still asks for a number left blank', () => {
    expect(refusalOf('   ')).toBe(MESSAGES.phoneRequired);
  });
});

describe('phone numbers as people read them', () => {
  it.each([
    ['+13125550142', '+1 312 555 0142'],
    ['+442079460958', '+44 20 7946 0958'],
    ['3125550142', '+1 312 555 0142'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('shows a number it cannot read as it is stored', () => {
    expect(formatPhone('555123456')).toBe('555123456');
  });
});

describe('North American numbers read without the numbering plans', () => {
  it.each([
    ['+13125550142', '+1 312 555 0142'],
    [' +14165550199 ', '+1 416 555 0199'],
  ])('groups %s as %s, as formatPhone does', (stored, shown) => {
    expect(formatNorthAmericanPhone(stored)).toBe(shown);
    expect(formatPhone(stored)).toBe(shown);
  });

  it.each([
    '+442079460958',
    '3125550142',
    '+1312555014',
    '+131255501420',
    '+10125550142',
    '+13121550142',
  ])('leaves %s to the plans', (stored) => {
    expect(formatNorthAmericanPhone(stored)).toBeNull();
    expect(readablePhone(stored)).toBe(stored);
  });

  it('dials the digits and the + alone', () => {
    expect(telHref('+1 (312) 555-0142')).toBe('tel:+13125550142');
  });
});
