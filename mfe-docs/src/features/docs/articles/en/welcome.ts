import type { Article } from '../article';

// /docs/welcome in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Frontdesk runs the front desk of a service business (a salon, a groomer, a detailer, a repair shop): bookings, checkout, invoices, payments and contacts in one web app. These pages are for the businesses and teams that run it: how to start it, configure it, deploy it and change it.',
  blocks: [
    ['h2', 'What is in the box'],
    [
      'list',
      [
        'The desk: registers and checkout, invoices, deposits, payment links, transactions and receipts, money reports.',
        'The calendar and bookings, with a public booking page (`/book`) a business shares or embeds in its own site.',
        'Contacts with their history, assets (vehicles, pets), reminders, forms signed on a signpad, lost customers.',
        'Team logins with roles, mail to customers, and a public payment page (`/pay/{id}`).',
      ],
    ],
    ['h2', 'How it is built'],
    [
      'p',
      'Frontdesk is a micro-frontend platform. A shell (the host page, the menu, the session) composes five remotes at run time with Module Federation and single-spa: `mfe-payments`, `mfe-bookings`, `mfe-contacts`, `mfe-collab` and `mfe-docs`. Each remote is built, tested and deployed on its own. The `shared` package is the platform kit: the route table, the event bus, the session and settings stores, the API client, the translations and the themes.',
    ],
    [
      'p',
      'The `api` package is a Fastify server. It keeps its data in an embedded PostgreSQL (PGlite) by default, or in a PostgreSQL server when `DATABASE_URL` is set, and it serves the built shell and remotes from the same origin.',
    ],
    ['h2', 'Where to go next'],
    [
      'list',
      [
        '[Getting started](/docs/getting-started): run it on your machine in two commands.',
        '[Deployment](/docs/deployment): one machine, several instances, remotes on a CDN.',
        '[Environment variables](/docs/environment-variables), [API calls](/docs/api-calls) and [Routing](/docs/routing): reference tables generated from the code.',
      ],
    ],
  ],
};
