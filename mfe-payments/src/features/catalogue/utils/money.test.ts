import { currencyDigits, isAmountText, toBasisPoints, toMajorText, toMinorUnits, toPercentText } from './money';

describe('amounts typed in major units', () => {
  it('converts to minor units exactly, where floating point would not', () => {
    expect(toMinorUnits('0.29', 2)).toBe(29);
    expect(toMinorUnits('1.005', 3)).toBe(1005);
    expect(toMinorUnits('19.99', 2)).toBe(1999);
    expect(toMinorUnits('4.35', 2)).toBe(435);
    expect(toMinorUnits('12.5', 2)).toBe(1250);
    expect(toMinorUnits('12', 2)).toBe(1200);
    expect(toMinorUnits('12,5', 2)).toBe(1250);
    expect(toMinorUnits(' 7. ', 2)).toBe(700);
    expect(toMinorUnits('.5', 2)).toBe(50);
    expect(toMinorUnits('0', 2)).toBe(0);
    expect(toMinorUnits('000.01', 2)).toBe(1);
    expect(toMinorUnits('1000000', 2)).toBe(100_000_000);
    expect(toMinorUnits('999999999.99', 2)).toBe(99_999_999_999);
    expect(toMinorUnits('1500', 0)).toBe(1500);
  });

  it('refuses what is not an amount in the currency', () => {
    for (const text of ['', ' ', 'abc', '1.234', '-5', '1e3', '1,000.00', '12.5.', '1 000', '1234567890', '.']) {
      expect(toMinorUnits(text, 2)).toBeUndefined();
    }
    expect(isAmountText('12.5', 0)).toBe(false);
    expect(isAmountText('12', 0)).toBe(true);
  });

  it('writes minor units back as text in major units', () => {
    expect(toMajorText(1250, 2)).toBe('12.50');
    expect(toMajorText(5, 2)).toBe('0.05');
    expect(toMajorText(0, 2)).toBe('0.00');
    expect(toMajorText(1999, 2, ',')).toBe('19,99');
    expect(toMajorText(1500, 0)).toBe('1500');
    expect(toMinorUnits(toMajorText(123_456_789, 2), 2)).toBe(123_456_789);
  });

  it('knows how many decimals a currency has', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('turns a percent into basis points and back', () => {
    expect(toBasisPoints('8.25')).toBe(825);
    expect(toBasisPoints('7')).toBe(700);
    expect(toBasisPoints('0.5')).toBe(50);
    expect(toBasisPoints('8.255')).toBeUndefined();
    expect(toPercentText(825)).toBe('8.25');
    expect(toPercentText(800)).toBe('8');
    expect(toPercentText(850, ',')).toBe('8,5');
    expect(toPercentText(0)).toBe('0');
    expect(toPercentText(10_000)).toBe('100');
  });
});
