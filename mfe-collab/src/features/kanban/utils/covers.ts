import type { KanbanCover } from '@frontdesk/shared';
import type { theme } from '@frontdesk/shared/antd';

type Token = ReturnType<typeof theme.useToken>['token'];

/** the board's cover colours (the API's KANBAN_COVERS), in the order the card's details offer them */
export const COVERS = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'gray'] as const satisfies readonly KanbanCover[];

/** a cover's colour from the theme's palette */
export function coverColor(cover: KanbanCover, token: Token): string {
  const palette: Record<KanbanCover, string> = {
    red: token.red,
    orange: token.orange,
    yellow: token.gold,
    green: token.green,
    teal: token.cyan,
    blue: token.blue,
    purple: token.purple,
    gray: token.colorTextQuaternary,
  };
  return palette[cover];
}
