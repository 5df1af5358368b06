import type { Article } from '../article';

// /docs/routing in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Cada dirección de Frontdesk está en una única tabla de rutas, `shared/src/routes/routeTable.ts`: su ruta, el paquete al que pertenece, quién puede verla y si necesita el modo demo. La tabla de abajo es esa tabla, leída al construir la documentación.',
  blocks: [
    ['h2', 'Cómo se resuelve una dirección'],
    [
      'list',
      [
        'El shell resuelve la dirección con la tabla: una redirección sigue adelante, una página para usuarios con sesión envía a un visitante sin sesión a `/login`, una página solo para visitantes sin sesión envía a uno con sesión a `/app/account`, y una dirección desconocida o una página de demo sin el modo demo van a `/404`.',
        'Después monta el remoto dueño como un parcel de single-spa; el remoto dibuja sus páginas a partir de la misma tabla, así que una ruta nunca se define dos veces.',
        'Una página pública (`/book`, `/pay/{id}`, `/login`, `/home`, esta documentación) es también un sitio propio de su dueño: la API responde a una primera visita con ese sitio pequeño en lugar de la aplicación completa.',
        'Una página cuya pantalla aún no está hecha muestra un panel que lo dice.',
      ],
    ],
    ['h2', 'Añadir una página'],
    [
      'p',
      'Añade la ruta a la tabla con su dueño y su acceso, su título en inglés y en español en los textos `routes`, y el componente en el mapa de páginas del dueño (`src/routes.tsx`). Los enlaces se hacen con `buildPath(id, params)`, nunca a mano.',
    ],
    ['h2', 'Todas las rutas'],
    ['reference', 'routes'],
  ],
};
