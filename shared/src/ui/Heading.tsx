import type { ReactNode } from 'react';

/**
 * A title that antd draws as a plain element (a Result's, a Card's) made a heading at its level, so
 * the page's outline has it and people and tests reach it by role.
 */
export function Heading({ level, children }: { level: 1 | 2 | 3 | 4; children: ReactNode }) {
  return (
    <span role="heading" aria-level={level}>
      {children}
    </span>
  );
}
