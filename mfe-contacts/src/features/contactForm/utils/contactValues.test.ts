import { isPhone, phoneDigits, toContactInput, blankContact } from './contactValues';

describe('phoneDigits', () => {
  it('drops punctuation', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
  });

  it('drops a leading US country code', () => {
    expect(phoneDigits('+1 555 123 4567')).toBe('5551234567');
  });
});

describe('isPhone', () => {
  it.each([
    ['', true],
    ['555.123.4567', true],
    ['555-1234', false],
    ['55512345678', false],
  ])('%s → %s', (text, ok) => {
    expect(isPhone(text)).toBe(ok);
  });
});

describe('toContactInput', () => {
  it('trims the text, sends the phone as digits and leaves an unchosen source out', () => {
    expect(toContactInput({ ...blankContact, firstName: ' Ann ', phone: '(555) 123-4567', tags: [' vip ', ''] })).toEqual({
      firstName: 'Ann',
      lastName: '',
      email: '',
      phone: '5551234567',
      address: '',
      notes: '',
      tags: ['vip'],
      marketingConsent: false,
      image_32x32: '',
    });
  });
});
