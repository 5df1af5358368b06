import { parseExpiry, quickCash, toTenderInput, newTender } from './tender';

describe('tender', () => {
  it('reads a card expiry as month and four-digit year', () => {
    expect(parseExpiry('12/29')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry('3 / 2031')).toEqual({ expMonth: 3, expYear: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('12/')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });

  it('reads an expiry typed as digits alone, or with another separator, as the card shows it (issue 33: "1229" went as month 0)', () => {
    expect(parseExpiry('1229')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry('122029')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry('0130')).toEqual({ expMonth: 1, expYear: 2030 });
    expect(parseExpiry('129')).toEqual({ expMonth: 1, expYear: 2029 });
    expect(parseExpiry('12-29')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry('1329')).toBeNull();
    expect(parseExpiry('12299')).toBeNull();
  });

  it('offers the exact amount and the next round notes as quick cash', () => {
    expect(quickCash(1_250)).toEqual([1_250, 1_500, 2_000, 5_000]);
  });

  it('makes a card tender the API reads: spaces tidied, the expiry split', () => {
    const draft = { ...newTender('card', 2_000), card: { number: ' 4242  4242 4242 4242 ', expiry: '12/30', cvc: ' 123 ' } };
    expect(toTenderInput(draft)).toEqual({
      tender: 'card',
      amountMinor: 2_000,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });
});
