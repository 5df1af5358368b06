import type { Article } from '../article';

// /docs/authentication in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary: 'Staff sign in with their email and password; customers never need an account: they book on `/book` and pay on `/pay/{id}` without one.',
  blocks: [
    ['h2', 'Accounts and sessions'],
    [
      'list',
      [
        'Sign up (`/register`) creates a business and its owner. The owner invites the team from the users page; an invitation is a single-use link mailed for 7 days.',
        'Sign in (`/login`) opens a session: an HttpOnly cookie holding a random token, stored hashed, valid for two days. Signing out, or an admin deactivating a user, deletes it.',
        'A forgotten password is reset through a mailed single-use link that lasts 60 minutes.',
        'Sign-ins are limited per client address (`LOGIN_RATE_LIMIT`, 20 a minute) and per account, and a device that signed in before keeps working while an attacker is locked out.',
      ],
    ],
    ['h2', 'Roles and businesses'],
    [
      'p',
      'Each user belongs to one business and is an admin or staff. Every record belongs to a business, and the API reads and writes only the signed-in user’s business: another business’s data is never visible. Some screens (users, forms, settings of money) are for admins only; staff see a register’s cash figures only once it is closed.',
    ],
    ['h2', 'The signpad'],
    [
      'p',
      'A tablet at the counter can be switched to signpad mode for customers to sign forms. In that mode only the signing screens answer; leaving it asks for the staff password, and a fifth wrong password ends the session.',
    ],
    ['h2', 'In the app'],
    [
      'p',
      'The shell owns the session: it restores it from `/api/user_info` at start, sends a signed-out visitor from `/app/*` to `/login` and a signed-in one from `/login` to `/app/account`. Remotes read it from the shared session store.',
    ],
  ],
};
