import type { Article } from '../article';

// /docs/routing in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Every address of Frontdesk is in one route table, `shared/src/routes/routeTable.ts`: its path, the package that owns it, who may see it and whether it needs the demo flag. The table below is that table, read when the docs are built.',
  blocks: [
    ['h2', 'How an address is resolved'],
    [
      'list',
      [
        'The shell resolves the address against the table: a redirect goes on, a page for signed-in users sends a signed-out visitor to `/login`, a page only for signed-out visitors sends a signed-in one to `/app/account`, an unknown address or a demo page without the demo flag goes to `/404`.',
        'It then mounts the owning remote as a single-spa parcel; the remote renders its pages from the same table, so a path is never defined twice.',
        'A public page (`/book`, `/pay/{id}`, `/login`, `/home`, these docs) is also its owner’s site of its own: the API answers a first visit to it with that small site instead of the whole app.',
        'A page whose screen is not built yet shows a panel saying so.',
      ],
    ],
    ['h2', 'Adding a page'],
    [
      'p',
      'Add the route to the table with its owner and access, its title in English and Spanish in the `routes` texts, and the component in the owner’s page map (`src/routes.tsx`). Links are made with `buildPath(id, params)`, never by hand.',
    ],
    ['h2', 'All routes'],
    ['reference', 'routes'],
  ],
};
