import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from '../api/client';
import { searchParamsOf } from '../api/searchParams';
import type { Paged } from '../types/api';
import { PAGE_SIZE, pagedQuery } from '../data/pagedQuery';
import { useQuery } from '../data';
import { aPage } from '../testing/aPage';
import { renderAt } from '../testing/render';
import { json, never, serveApi, type ApiCall } from '../testing/serveApi';
import { PagedTable } from './PagedTable';

type Pet = { id: string; name: string };

const petsQuery = (kind: string, page: number) =>
  pagedQuery(['pets', kind], page, (paging, signal) => api.get('api/pets', { searchParams: searchParamsOf({ kind, ...paging }), signal }).json<Paged<Pet>>());

/** A list of pets, a page at a time, as a feature's page draws one. */
function Pets({ kind = 'dog', empty }: { kind?: string; empty?: string }) {
  const [page, setPage] = useState(1);
  const pets = useQuery(petsQuery(kind, page));
  if (!pets.data) return <p>Loading pets</p>;
  return (
    <PagedTable<Pet>
      aria-label="Pets"
      rowKey="id"
      columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
      data={pets.data}
      loading={pets.isPlaceholderData}
      onPage={setPage}
      empty={empty}
    />
  );
}

const pet = (page: number, n: number): Pet => ({ id: `p${page}-${n}`, name: `Pet ${n} of page ${page}` });
const pageOfPets = (call: ApiCall, total: number) => {
  const page = Number(call.query.page);
  return json(aPage([pet(page, 1), pet(page, 2)], { total, page }));
};
const names = () =>
  within(screen.getByRole('table', { name: 'Pets' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

afterEach(() => jest.restoreAllMocks());

describe('a paged list (pagedQuery, PagedTable)', () => {
  it('asks for the first page of the one page size, and shows its rows in the named table', async () => {
    const calls = serveApi({ 'GET /api/pets': (call) => pageOfPets(call, 2) });
    renderAt(<Pets />);
    await waitFor(() => expect(names()).toEqual(['Pet 1 of page 1', 'Pet 2 of page 1']));
    expect(calls.callsTo('GET /api/pets').map((call) => call.query)).toEqual([{ kind: 'dog', page: '1', pageSize: String(PAGE_SIZE) }]);
    // one page: no pager
    expect(screen.queryByRole('listitem', { name: '1' })).not.toBeInTheDocument();
  });

  it('asks for the page chosen, keeping the rows shown marked as loading until it comes', async () => {
    const calls = serveApi({ 'GET /api/pets': (call) => pageOfPets(call, 60) });
    renderAt(<Pets />);
    await waitFor(() => expect(names()).toHaveLength(2));
    calls.routes['GET /api/pets'] = never;
    await userEvent.setup().click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(calls.callsTo('GET /api/pets').at(-1)?.query).toEqual({ kind: 'dog', page: '2', pageSize: String(PAGE_SIZE) }));
    expect(names()).toEqual(['Pet 1 of page 1', 'Pet 2 of page 1']);
    expect(screen.getByRole('table', { name: 'Pets' }).closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the next page once it comes, no longer loading', async () => {
    const calls = serveApi({ 'GET /api/pets': (call) => pageOfPets(call, 60) });
    renderAt(<Pets />);
    await waitFor(() => expect(names()).toHaveLength(2));
    await userEvent.setup().click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(names()).toEqual(['Pet 1 of page 3', 'Pet 2 of page 3']));
    expect(screen.getByRole('table', { name: 'Pets' }).closest('[aria-busy="true"]')).toBeNull();
    expect(calls.callsTo('GET /api/pets')).toHaveLength(2);
  });

  it('says what an empty page says', async () => {
    serveApi({ 'GET /api/pets': json(aPage([])) });
    renderAt(<Pets empty="No pets yet" />);
    expect(await screen.findByText('No pets yet')).toBeInTheDocument();
  });

  it('moves from a page past the last to the last there is', async () => {
    // the last pet of page 3 was removed: 50 are left, two pages of them
    const calls = serveApi({ 'GET /api/pets': (call) => pageOfPets(call, 60) });
    renderAt(<Pets />);
    await waitFor(() => expect(names()).toHaveLength(2));
    calls.routes['GET /api/pets'] = (call) => (call.query.page === '3' ? json(aPage([], { total: 50, page: 3 })) : pageOfPets(call, 50));
    await userEvent.setup().click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(names()).toEqual(['Pet 1 of page 2', 'Pet 2 of page 2']));
    expect(calls.callsTo('GET /api/pets').map((call) => call.query.page)).toEqual(['1', '3', '2']);
  });
});
