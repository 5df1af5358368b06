import { draggedColumn, draggedEnd, draggedStart, nudged, nudgedEnd, nudgedStart, snapped } from './drag';

// 64 px an hour: 16 px is a quarter hour
const tenToTenFortyFive = { start: 600, end: 645 };
const hours = { start: 8 * 60, end: 20 * 60 };

describe('draggedStart', () => {
  it('moves a block by the pointer’s travel, snapped to 15 minutes, its length kept', () => {
    expect(draggedStart(tenToTenFortyFive, 32, hours)).toBe(630);
    expect(draggedStart(tenToTenFortyFive, -48, hours)).toBe(555);
    // 10 px is 9.4 minutes: the nearer quarter is 10:15
    expect(draggedStart(tenToTenFortyFive, 10, hours)).toBe(615);
    // 6 px is 5.6 minutes: it stays
    expect(draggedStart(tenToTenFortyFive, 6, hours)).toBe(600);
  });

  it('snaps a start between quarters to the nearest one', () => {
    expect(draggedStart({ start: 610, end: 640 }, 0, hours)).toBe(615);
    expect(snapped(607)).toBe(600);
  });

  it('keeps the block inside the hours shown', () => {
    expect(draggedStart(tenToTenFortyFive, -10_000, hours)).toBe(480);
    expect(draggedStart(tenToTenFortyFive, 10_000, hours)).toBe(20 * 60 - 45);
  });
});

describe('draggedEnd', () => {
  it('moves the end by the pointer’s travel, snapped, a quarter hour after the start at least', () => {
    expect(draggedEnd(tenToTenFortyFive, 16, hours)).toBe(660);
    expect(draggedEnd(tenToTenFortyFive, -1_000, hours)).toBe(615);
    expect(draggedEnd(tenToTenFortyFive, 10_000, hours)).toBe(20 * 60);
  });
});

describe('nudged', () => {
  it('moves a quarter hour by 15 minutes, and a time between quarters to the next one that way', () => {
    expect(nudged(600, -1)).toBe(585);
    expect(nudged(600, 1)).toBe(615);
    expect(nudged(610, -1)).toBe(600);
    expect(nudged(610, 1)).toBe(615);
  });

  it('keeps the length of a nudged block, and inside the hours', () => {
    expect(nudgedStart(tenToTenFortyFive, 1, hours)).toBe(615);
    expect(nudgedStart({ start: 480, end: 525 }, -1, hours)).toBe(480);
    expect(nudgedEnd(tenToTenFortyFive, 1, hours)).toBe(660);
    expect(nudgedEnd({ start: 600, end: 615 }, -1, hours)).toBe(615);
  });
});

describe('draggedColumn', () => {
  it('moves by whole columns the way the page reads', () => {
    expect(draggedColumn(1, 170, 160, 4, 'ltr')).toBe(2);
    expect(draggedColumn(1, 60, 160, 4, 'ltr')).toBe(1);
    expect(draggedColumn(1, 170, 160, 4, 'rtl')).toBe(0);
    expect(draggedColumn(1, -1_000, 160, 4, 'ltr')).toBe(0);
    expect(draggedColumn(1, 1_000, 160, 4, 'ltr')).toBe(3);
  });

  it('stays put when the column has no width (nothing laid out)', () => {
    expect(draggedColumn(1, 500, 0, 4, 'ltr')).toBe(1);
  });
});
