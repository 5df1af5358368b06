import { readListQuery, writeListQuery } from './listQuery';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('readListQuery', () => {
  it('starts on the first page of 25, unsorted and unfiltered', () => {
    expect(read('')).toEqual({ q: '', tag: '', source: '', sort: '', page: 1, pageSize: 25 });
  });

  it('reads every part of the address', () => {
    expect(read('q=ann&tag=vip&source=website&sort=-lastVisit&page=3&pageSize=50')).toEqual({
      q: 'ann',
      tag: 'vip',
      source: 'website',
      sort: '-lastVisit',
      page: 3,
      pageSize: 50,
    });
  });

  it('ignores values the API would refuse', () => {
    expect(read('source=moon&sort=age&page=-2&pageSize=7')).toEqual(read(''));
  });
});

describe('writeListQuery', () => {
  it('leaves the defaults out of the address', () => {
    expect(writeListQuery(read('page=1&pageSize=25')).toString()).toBe('');
  });

  it('round-trips a list state', () => {
    const search = 'q=ann&tag=vip&source=website&sort=name&page=2&pageSize=10';
    expect(read(writeListQuery(read(search)).toString())).toEqual(read(search));
  });
});
