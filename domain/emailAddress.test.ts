import { describe, expect, it } from '@jest/globals';
import { isEmailAddress } from './emailAddress';

describe('the e-mail rule', () => {
  it.each([
    'tom.becker@acmefoods.com',
    'ops+loads@acme-foods.co.uk',
    "o'neil@example.ca",
    'TOM@EXAMPLE.COM',
    'a@b.xn--p1ai',
  ])('takes %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    'tom.becker@acmefoods',
    'tom.becker',
    '@acmefoods.com',
    'tom becker@acmefoods.com',
    'tom@@acmefoods.com',
    'tom@acmefoods.c',
    'tom@acmefoods.123',
    'tom@-acme.com',
    'tom@acme..com',
    '.tom@acme.com',
    'tom.@acme.com',
  ])('refuses %s', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
