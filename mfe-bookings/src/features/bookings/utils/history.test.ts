import { detailOf } from './history';

describe('a history event’s detail', () => {
  it('reads a cancel’s reason, a move’s two starts and a series’ place', () => {
    expect(detailOf({ action: 'cancel', detail: 'Unwell' })).toEqual({ kind: 'reason', reason: 'Unwell' });
    expect(detailOf({ action: 'moved', detail: '2026-03-10T17:00:00.000Z → 2026-03-10T18:00:00.000Z' })).toEqual({
      kind: 'moved',
      from: '2026-03-10T17:00:00.000Z',
      to: '2026-03-10T18:00:00.000Z',
    });
    expect(detailOf({ action: 'created', detail: '2 / 6' })).toEqual({ kind: 'occurrence', n: 2, count: 6 });
    expect(detailOf({ action: 'edited', detail: '' })).toEqual({ kind: 'none' });
  });
});
