import type { Article } from '../article';

// /docs/theming in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Four themes ship with Frontdesk: Frontdesk Light (the default), Light, One Dark and Unicorn. Each is a set of antd design tokens in `shared/src/ui/themes.ts`, and every screen takes its colours, sizes and spacing from them.',
  blocks: [
    ['h2', 'Choosing a theme'],
    [
      'p',
      'A person picks a theme in the settings panel; the shell and every remote switch together, because each React root wraps itself in the same providers. One Dark and Unicorn are dark themes; the browser’s own parts (scroll bars, date pickers) follow them.',
    ],
    ['h2', 'Public pages'],
    [
      'p',
      'The pages customers open on their phones (`/book`, `/pay/{id}`) and these docs are drawn without antd, to stay small. They read the same tokens from a table derived from the themes (`publicThemes.generated.ts`, written by `pnpm tokens:public`), so they look the same as the app in every theme.',
    ],
    ['h2', 'Changing a theme'],
    [
      'list',
      [
        'Edit its tokens in `shared/src/ui/themes.ts`, then run `pnpm tokens:public`; a test fails when that step is forgotten.',
        'Keep the contrast: the accessibility tests check every page in every theme.',
        'Use logical CSS properties (`margin-inline-start`, not `margin-left`), so right-to-left layouts mirror.',
      ],
    ],
  ],
};
