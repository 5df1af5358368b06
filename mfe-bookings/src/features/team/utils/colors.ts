// The team's colours: ten that stay readable as a calendar's fill with white text and as a dot
// on white (each has a contrast of 4.5:1 or more with white), named for screen readers.
export const STAFF_COLORS = [
  { value: '#1d4ed8', name: 'blue' },
  { value: '#0f766e', name: 'teal' },
  { value: '#15803d', name: 'green' },
  { value: '#a16207', name: 'ochre' },
  { value: '#c2410c', name: 'orange' },
  { value: '#b91c1c', name: 'red' },
  { value: '#be185d', name: 'pink' },
  { value: '#7e22ce', name: 'purple' },
  { value: '#4338ca', name: 'indigo' },
  { value: '#475569', name: 'slate' },
] as const;

export type StaffColorName = (typeof STAFF_COLORS)[number]['name'];

/** A new member's colour: the first of the palette nobody in the team wears yet (the first when all are taken). */
export function freeColor(taken: string[]): string {
  const used = new Set(taken.map((color) => color.toLowerCase()));
  return (STAFF_COLORS.find((color) => !used.has(color.value)) ?? STAFF_COLORS[0]).value;
}
