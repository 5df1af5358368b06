import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from './searchDebounce';
import { useAddressSearch } from './useAddressSearch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderSearch(inAddress: string) {
  const write = jest.fn();
  const view = renderHook(({ address }) => useAddressSearch(address, write), { initialProps: { address: inAddress } });
  return { write, view, text: () => view.result.current[0], type: (text: string) => act(() => view.result.current[1](text)) };
}

describe('useAddressSearch', () => {
  it('shows what is typed at once, and writes it trimmed once typing pauses', () => {
    const { write, text, type } = renderSearch('');
    type('a');
    type('an');
    type('ann ');
    expect(text()).toBe('ann ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(write).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(write.mock.calls).toEqual([['ann']]);
  });

  it('writes nothing for the search the address already has', () => {
    const { write, type } = renderSearch('ann');
    type('ann ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(write).not.toHaveBeenCalled();
  });

  it('shows the search of an address that changes under it, and never writes the one it replaced', () => {
    const { write, view, text, type } = renderSearch('ann');
    type('anna');
    // back, before the pause is over
    view.rerender({ address: 'bo' });
    expect(text()).toBe('bo');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(write).not.toHaveBeenCalled();
  });
});
