// Test helper (never imported by app code). jsdom lays nothing out, so recharts' ResponsiveContainer
// measures its box as 0 wide and draws no chart. renderAt does not cover this: it is the one thing
// the chart tests need beyond it.

/**
 * Measures a responsive chart's box (an element sized by its own inline style: width 100% and a
 * height in px) as `width` wide and its own height tall; every other element as jsdom does, so a
 * legend is not measured as tall as the chart.
 */
export function giveChartsASize(width = 640) {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = /^(\d+)px$/.exec(this.style.height)?.[1];
    return this.style.width === '100%' && height ? DOMRect.fromRect({ width, height: Number(height) }) : measure.call(this);
  });
}
