/** How a figure moved from the period before to this one. */
export type Change = { direction: 'up' | 'down' | 'same' | 'new'; percent: number };

/** This period's figure against the one before: the change in percent of the earlier one. */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { direction: 'same', percent: 0 };
  if (previous === 0) return { direction: 'new', percent: 0 };
  const percent = Math.abs(current - previous) / Math.abs(previous);
  return { direction: current > previous ? 'up' : 'down', percent };
}
