import { majorUnits, minorDigits } from './currency';

describe('a currency', () => {
  it('has the minor digits of its ISO code', () => {
    expect([minorDigits('USD'), minorDigits('EUR'), minorDigits('JPY'), minorDigits('BHD')]).toEqual([2, 2, 0, 3]);
  });

  it('reads minor units as major units, exactly', () => {
    expect(majorUnits(1_250, 'USD')).toBe(12.5);
    expect(majorUnits(10, 'USD')).toBe(0.1);
    expect(majorUnits(1_500, 'JPY')).toBe(1_500);
    expect(majorUnits(1_234, 'BHD')).toBe(1.234);
  });
});
