import type { Article } from '../article';

// /docs/analytics in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Frontdesk puede enviar las páginas vistas a Google Analytics. Está desactivado si no le das un id de medición, y desactivado no carga nada ni envía nada.',
  blocks: [
    ['h2', 'Activarlo'],
    ['code', 'ANALYTICS_ID=G-XXXXXXXXXX'],
    [
      'p',
      'La API pasa el id al navegador en `/config.json`. En la primera página vista la aplicación carga el `gtag.js` de Google y desde entonces informa de cada cambio de página, con su ruta y su título, en el shell y en cada página pública (reservas, pago, inicio de sesión, esta documentación).',
    ],
    ['h2', 'Qué se envía'],
    [
      'list',
      [
        'La ruta y el título de la página, en cada navegación. Nada de lo que se escribe en un formulario, ni datos de clientes.',
        'La ruta es la que muestra el navegador: la página de un enlace de pago incluye su id, así que mantén privada la propiedad de analítica de tu negocio.',
        'Sin `ANALYTICS_ID` (por defecto, y en las pruebas) no se añade ningún script a la página ni sale ninguna petición hacia Google.',
      ],
    ],
    ['p', 'Cada navegación también pone el título de la pestaña del navegador a partir de los títulos de la tabla de rutas, en el idioma de quien lee.'],
  ],
};
