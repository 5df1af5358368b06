import { formatBasisPoints, formatMoney, formatMoneyShort, moneyInputText, numberFormatter, parseMoney, parsePercent } from './money';

describe('parseMoney', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.07', 7],
    ['.5', 50],
    ['1,234.56', 123456],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['$ 1,234', 123400],
    ['1234.5 ', 123450],
    ['0', 0],
    // three digits after the last separator group thousands (Spanish writes 12.345 for twelve thousand…)
    ['12.345', 1234500],
  ])('reads %p as %p minor units', (text, minor) => {
    expect(parseMoney(text, 'USD')).toBe(minor);
  });

  it.each(['', 'abc', '-5', '12.3456', '1,23,4', '12..5', '١٢'])('refuses %p', (text) => {
    expect(parseMoney(text, 'USD')).toBeNull();
  });

  it('reads a currency without decimals as whole units', () => {
    expect(parseMoney('1,500', 'JPY')).toBe(1500);
  });

  it('reads back what it writes, for any amount', () => {
    for (let minor = 0; minor < 100_000; minor += 997) expect(parseMoney(moneyInputText(minor, 'USD'), 'USD')).toBe(minor);
    expect(moneyInputText(5, 'USD')).toBe('0.05');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
  });

  it('writes a negated zero (nothing refunded, shown as a negative) as zero', () => {
    expect(formatMoney(-0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(-0, 'USD', 'es')).toBe(formatMoney(0, 'USD', 'es'));
    expect(formatMoney(-3000, 'USD', 'en')).toBe('-$30.00');
  });
});

describe('parsePercent', () => {
  it.each([
    ['15', 1500],
    ['12.5', 1250],
    ['8,25', 825],
    ['20 %', 2000],
    ['0', 0],
  ])('reads %p as %p basis points', (text, bp) => expect(parsePercent(text)).toBe(bp));
  it.each(['', 'x', '1.234', '-3', '1000'])('refuses %p', (text) => expect(parsePercent(text)).toBeNull());
});

describe('formatMoneyShort', () => {
  it.each([
    [123_456, 'USD', 'en', '$1.2K'],
    [99_00, 'USD', 'en', '$99'],
    [1_500_000, 'JPY', 'en', '¥1.5M'],
  ])('writes %p %s in %p as %p', (minor, currency, locale, text) => expect(formatMoneyShort(minor, currency, locale)).toBe(text));
});

describe('formatBasisPoints', () => {
  it.each([
    [825, 'en', '8.25'],
    [825, 'es', '8,25'],
    [850, 'en', '8.5'],
    [800, 'es', '8'],
    [10_000, 'en', '100'],
    [1, 'en', '0.01'],
  ])('writes %p basis points in %p as %p', (bp, locale, text) => expect(formatBasisPoints(bp, locale)).toBe(text));
  it('reads back with parsePercent, for every rate from 0 to 100 %', () => {
    for (let bp = 0; bp <= 10_000; bp += 1) expect(parsePercent(formatBasisPoints(bp, bp % 2 ? 'es' : 'en'))).toBe(bp);
  });
});

describe('numberFormatter', () => {
  it('makes one formatter per locale and options, and keeps each', () => {
    const dollars = numberFormatter('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormatter('en-US', { style: 'currency', currency: 'USD' })).toBe(dollars);
    expect(numberFormatter('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(dollars);
    expect(numberFormatter('es', { style: 'currency', currency: 'USD' })).not.toBe(dollars);
    expect(numberFormatter('en-US')).not.toBe(dollars);
    expect(dollars.format(12.5)).toBe('$12.50');
  });

  it('writes each amount with its own currency and language after the formatters are kept', () => {
    expect(formatMoney(1250, 'USD', 'en-US')).toBe('$12.50');
    expect(formatMoney(1250, 'JPY', 'en-US')).toBe('¥1,250');
    expect(formatMoney(1250, 'USD', 'en-US')).toBe('$12.50');
  });
});
