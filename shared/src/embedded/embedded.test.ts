import { browserStorage } from '../settings/browserStorage';
import { EMBED_HEIGHT_MESSAGE, EMBEDDED_KEY, readEmbedded, reportHeight } from './embedded';

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

describe('a frame of another site whose storage the browser refuses', () => {
  it('reads no storage instead of failing: the page still shows, embedded as its address says', () => {
    const refuse = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(browserStorage('session')).toBeUndefined();
    expect(readEmbedded('?embedded=true')).toBe(true);
    expect(readEmbedded('')).toBe(false);
    refuse.mockRestore();
  });
});

describe('reportHeight', () => {
  let sizes: ResizeObserverCallback[] = [];
  beforeEach(() => {
    sizes = [];
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        sizes.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        sizes = [];
      }
    };
  });

  it("tells the parent page the content's height now and whenever it changes, until undone", () => {
    const element = document.createElement('main');
    let bottom = 700.2;
    jest.spyOn(element, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
    const parent = { postMessage: jest.fn() };
    const undo = reportHeight(element, parent as unknown as Window);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: EMBED_HEIGHT_MESSAGE, height: 701 }, '*');
    bottom = 1570;
    sizes[0]?.([], {} as ResizeObserver);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: EMBED_HEIGHT_MESSAGE, height: 1570 }, '*');
    undo();
    expect(sizes).toHaveLength(0);
  });

  it('says nothing when the page is not framed', () => {
    const post = jest.spyOn(window, 'postMessage');
    reportHeight(document.createElement('main'), window)();
    expect(post).not.toHaveBeenCalled();
  });
});
