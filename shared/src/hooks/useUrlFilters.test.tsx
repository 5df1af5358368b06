import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useUrlFilters } from './useUrlFilters';

const KEYS = ['status', 'q', 'from'] as const;
const STATUSES = ['open', 'paid'] as const;

/** The hook under a router at `path`, with the address it leads to. */
function renderFilters(path: string, defaults: { status?: string; from?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const location = useLocation();
      const navigate = useNavigate();
      return { ...useUrlFilters(KEYS, defaults, { status: STATUSES }), address: location.pathname + location.search, back: () => navigate(-1) };
    },
    { wrapper },
  );
}

describe('useUrlFilters', () => {
  it('reads the filters and the page from the address, defaults where it names none', () => {
    const { result } = renderFilters('/list?q=ann&status=paid&page=3', { from: '2026-01-01' });
    expect(result.current.filters).toEqual({ q: 'ann', status: 'paid', from: '2026-01-01' });
    expect(result.current.page).toBe(3);
  });

  it('reads a filter with choices as absent when the address gives another value', () => {
    const { result } = renderFilters('/list?status=PAID&q=x');
    expect(result.current.filters).toEqual({ q: 'x' });
    const defaulted = renderFilters('/list?status=archived', { status: 'open' });
    expect(defaulted.result.current.filters).toEqual({});
  });

  it('reads a page that is not a whole number from 2 up as the first', () => {
    expect(renderFilters('/list?page=-2').result.current.page).toBe(1);
    expect(renderFilters('/list?page=abc').result.current.page).toBe(1);
    expect(renderFilters('/list?page=2.5').result.current.page).toBe(1);
    expect(renderFilters('/list?page=1e30').result.current.page).toBe(1);
  });

  it('writes a change of filters to the address and goes back to the first page', () => {
    const { result } = renderFilters('/list?q=ann&page=4');
    act(() => result.current.setFilters({ status: 'open' }));
    expect(result.current.address).toBe('/list?q=ann&status=open');
    act(() => result.current.setFilters({ q: '' }));
    expect(result.current.address).toBe('/list?status=open');
  });

  it('keeps both of two changes made before the page draws again', () => {
    const { result } = renderFilters('/list?q=ann&page=2');
    act(() => {
      result.current.setFilters({ status: 'paid' });
      result.current.setFilters({ q: 'bo' });
    });
    expect(result.current.address).toBe('/list?q=bo&status=paid');
    act(() => {
      result.current.setFilters({ from: '2026-02-01' });
      result.current.setPage(3);
    });
    expect(result.current.address).toBe('/list?q=bo&status=paid&from=2026-02-01&page=3');
  });

  it('keeps a run of changes to one filter as one step of history, and other changes as steps of their own', () => {
    const { result } = renderFilters('/list?status=open');
    for (const typed of ['a', 'an', 'ann']) act(() => result.current.setFilters({ q: typed }));
    act(() => result.current.setFilters({ status: 'paid' }));
    act(() => result.current.setPage(2));
    expect(result.current.address).toBe('/list?status=paid&q=ann&page=2');
    act(() => result.current.back());
    expect(result.current.address).toBe('/list?status=paid&q=ann');
    act(() => result.current.back());
    expect(result.current.address).toBe('/list?status=open&q=ann');
    act(() => result.current.back());
    expect(result.current.address).toBe('/list?status=open');
  });

  it('makes typing after going back a new step, never a change of the entry gone back to', () => {
    const { result } = renderFilters('/list');
    act(() => result.current.setFilters({ q: 'a' }));
    act(() => result.current.setFilters({ q: 'an' }));
    act(() => result.current.back());
    expect(result.current.address).toBe('/list');
    act(() => result.current.setFilters({ q: 'b' }));
    act(() => result.current.back());
    expect(result.current.address).toBe('/list');
  });

  it('writes an emptied filter that has a default as empty, so the default does not come back', () => {
    const { result } = renderFilters('/list', { from: '2026-01-01' });
    act(() => result.current.setFilters({ from: '' }));
    expect(result.current.address).toBe('/list?from=');
    expect(result.current.filters).toEqual({});
  });

  it('moves between pages, leaving the first out of the address', () => {
    const { result } = renderFilters('/list?q=ann');
    act(() => result.current.setPage(2));
    expect(result.current.address).toBe('/list?q=ann&page=2');
    act(() => result.current.setPage(1));
    expect(result.current.address).toBe('/list?q=ann');
  });
});
