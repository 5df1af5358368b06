import { i18n } from '../i18n/i18n';
import { settingsStore } from '../settings/settingsStore';
import { FSI, PDI, isolate, unisolate } from '../i18n/bidi';
import { formattersFor } from './useFormat';
import { parseMoney, parsePercent } from './money';

// What a right-to-left line does to a value is the bidi algorithm's, which jsdom does not lay out:
// these check that every value a page writes in rtl is one isolate (FSI … PDI), the piece the
// algorithm places whole ("(555) 700-0001", "9:45 AM", "-$12.65"), and that ltr is unchanged.
describe('right to left keeps numbers whole', () => {
  const rtl = formattersFor('en', 'rtl');
  const ltr = formattersFor('en', 'ltr');

  it('isolates phones, times, amounts, numbers, days and moments in rtl', () => {
    expect(rtl.phone('5557000001')).toBe(`${FSI}(555) 700-0001${PDI}`);
    expect(rtl.clock('2026-11-27T14:45:00Z', 'America/New_York')).toMatch(new RegExp(`^${FSI}9:45\\sAM${PDI}$`));
    expect(rtl.money(-1265, 'USD')).toBe(`${FSI}-$12.65${PDI}`);
    expect(rtl.number(1234)).toBe(`${FSI}1,234${PDI}`);
    expect(rtl.basisPoints(825)).toBe(`${FSI}8.25${PDI}`);
    expect(rtl.day('2026-11-27')).toBe(`${FSI}Nov 27, 2026${PDI}`);
    // a week's title: "nov 2026 29–23" when its pieces were reordered
    expect(rtl.dayRange('2026-11-23', '2026-11-29')).toMatch(new RegExp(`^${FSI}Nov 23\\s–\\s29, 2026${PDI}$`));
    expect(formattersFor('es', 'rtl').dayRange('2026-11-23', '2026-11-29')).toMatch(new RegExp(`^${FSI}23\\s?–\\s?29 nov 2026${PDI}$`));
    expect(rtl.moment('2026-11-27T14:45:00Z', { withTime: true, timeZone: 'America/New_York', withZone: true })).toMatch(
      new RegExp(`^${FSI}Nov 27, 2026, 9:45\\sAM EST${PDI}$`),
    );
    expect(formattersFor('es', 'rtl').money(-1265, 'USD')).toMatch(new RegExp(`^${FSI}-12,65\\sUS\\$${PDI}$`));
  });

  it('leaves ltr values as they are, and nothing empty is isolated', () => {
    expect(ltr.phone('5557000001')).toBe('(555) 700-0001');
    expect(ltr.money(-1265, 'USD')).toBe('-$12.65');
    expect(isolate('')).toBe('');
  });

  it('reads back an isolated amount or rate as typed into a field', () => {
    expect(parseMoney(rtl.money(123456, 'USD'), 'USD')).toBe(123456);
    expect(parsePercent(rtl.basisPoints(825))).toBe(825);
    expect(unisolate(rtl.phone('5557000001'))).toBe('(555) 700-0001');
  });

  it('isolates every text in rtl, so its punctuation stays at its end ("Thank you!", not "!Thank you")', async () => {
    i18n.addResourceBundle('en', 'bidiTest', { thanks: 'Thank you!' }, true, true);
    // a namespace of this test alone (not one of the typed ones)
    const thanks = () => (i18n.t as unknown as (key: string, options: { ns: string }) => string)('thanks', { ns: 'bidiTest' });
    expect(thanks()).toBe('Thank you!');
    const languageChanged = jest.fn();
    i18n.on('languageChanged', languageChanged);
    settingsStore.update({ direction: 'rtl' });
    try {
      expect(thanks()).toBe(`${FSI}Thank you!${PDI}`);
      // the texts on screen are drawn again (react-i18next redraws on this event)
      expect(languageChanged).toHaveBeenCalled();
    } finally {
      settingsStore.update({ direction: 'ltr' });
      i18n.off('languageChanged', languageChanged);
    }
  });
});
