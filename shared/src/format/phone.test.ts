import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('shows 10 digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
  });
  it('ignores punctuation already in the number', () => {
    expect(formatPhone('555.123.4567')).toBe('(555) 123-4567');
  });
  it('shows anything that is not 10 digits as it came', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
