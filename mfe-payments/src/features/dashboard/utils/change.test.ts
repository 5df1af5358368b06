import { changeOf } from './change';

describe('changeOf', () => {
  it('says how much a figure rose or fell against the one before', () => {
    expect(changeOf(150, 100)).toEqual({ direction: 'up', percent: 0.5 });
    expect(changeOf(75, 100)).toEqual({ direction: 'down', percent: 0.25 });
  });

  it('says no change, and new when there was nothing before', () => {
    expect(changeOf(100, 100)).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf(100, 0)).toEqual({ direction: 'new', percent: 0 });
  });

  it('reads a fall from a negative figure (net after refunds) as a fall', () => {
    expect(changeOf(-200, -100)).toEqual({ direction: 'down', percent: 1 });
  });
});
