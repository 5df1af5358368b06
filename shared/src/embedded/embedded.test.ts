import { EMBEDDED_KEY, readEmbedded } from './embedded';

beforeEach(() => sessionStorage.clear());

describe('readEmbedded', () => {
  it('is on when the query holds embedded=true', () => {
    expect(readEmbedded('?embedded=true')).toBe(true);
  });

  it('is off without the flag and nothing remembered', () => {
    expect(readEmbedded('?contact=7')).toBe(false);
  });

  it('remembers embedded=true for the tab', () => {
    readEmbedded('?embedded=true');
    expect(sessionStorage.getItem(EMBEDDED_KEY)).toBe('true');
  });

  it('stays on for a later address without the query', () => {
    readEmbedded('?embedded=true');
    expect(readEmbedded('')).toBe(true);
  });

  it('turns off and forgets with embedded=false', () => {
    readEmbedded('?embedded=true');
    expect(readEmbedded('?embedded=false')).toBe(false);
    expect(readEmbedded('')).toBe(false);
  });

  it('ignores values other than true and false', () => {
    expect(readEmbedded('?embedded=1')).toBe(false);
    expect(readEmbedded('?embedded=yes')).toBe(false);
  });

  it('reads the flag among other query parameters', () => {
    expect(readEmbedded('?contact=7&embedded=true')).toBe(true);
  });

  it('still honours embedded=true when storage is blocked', () => {
    const blocked = {
      setItem: () => {
        throw new Error('blocked');
      },
      getItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(readEmbedded('?embedded=true', blocked)).toBe(true);
    expect(readEmbedded('', blocked)).toBe(false);
  });
});
