import type { Article } from '../article';

// /docs/api-calls in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Cada pantalla habla con la API por HTTP con JSON. La tabla de abajo se genera a partir del documento OpenAPI de la API al construir la documentación; el servidor publica el mismo documento en `/api/openapi.json`.',
  blocks: [
    ['h2', 'Cómo se hace una llamada'],
    [
      'list',
      [
        'El navegador tiene la sesión en una cookie (HttpOnly, dos días). Los scripts nunca la ven.',
        'Toda llamada que cambia algo (POST, PUT, PATCH, DELETE) envía la cabecera `X-CSRFToken` con el token de `GET /api/csrf`, o se rechaza con 403 `csrf_failed`.',
        'En la aplicación, todos los paquetes llaman a través del único cliente de `@frontdesk/shared` (`api`), que envía ambas cosas y cierra la sesión ante un 401.',
        'Un rechazo es un documento de problema (`application/problem+json`) con un `code` estable y, en un formulario, los campos rechazados en `errors`; las pantallas lo dicen en el idioma de quien lee.',
        'Las listas van por páginas: entran `page` y `pageSize`; salen `items`, `total`, `page` y `pageSize`.',
        'El dinero va en unidades menores enteras (céntimos). Las llamadas que cobran aceptan una cabecera `Idempotency-Key`, para que una petición repetida no cobre dos veces.',
      ],
    ],
    ['h2', 'Todas las llamadas'],
    ['reference', 'apiCalls'],
  ],
};
