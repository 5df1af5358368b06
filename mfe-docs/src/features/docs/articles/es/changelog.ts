import type { Article } from '../article';

// /docs/changelog in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary: 'Lo que ha cambiado en Frontdesk, de lo más nuevo a lo más antiguo. Cada cambio tiene sus razones en `docs/decisions/`.',
  blocks: [
    ['h2', 'Esta documentación, inicio y precios'],
    [
      'p',
      'Documentación real con búsqueda y enlaces de anterior y siguiente; las variables de entorno, las llamadas a la API y las rutas generadas a partir del código. Las páginas de inicio, precios y documentación dibujadas sin antd, cada una por debajo de 200 KB de JavaScript en una primera visita.',
    ],
    ['h2', 'Reservas que un negocio puede compartir'],
    [
      'p',
      'La página de reservas con el logotipo, la dirección y el teléfono del negocio, un enlace, un código QR y un código para integrarla en su propio sitio; formularios firmados en la tableta de firma; fusión de contactos duplicados; el calendario a gran escala y en pantallas pequeñas.',
    ],
    ['h2', 'Dinero en el que confiar'],
    [
      'p',
      'Stripe o el procesador de prueba, llamadas de tarjeta fuera de las transacciones con trabajos de recuperación, reembolsos, depósitos y su política de cancelación, facturas con condiciones, recibos que dicen la verdad, informes Z y liquidaciones, y pantallas que se actualizan en vivo.',
    ],
    ['h2', 'Reservas en línea'],
    [
      'p',
      'Huecos en la zona horaria del negocio, retenciones, la lista de espera, sin reservas dobles, recordatorios y clientes avisados de cada cambio por correo con un archivo de calendario.',
    ],
    ['h2', 'La plataforma'],
    [
      'p',
      'El shell y cinco remotos compuestos en tiempo de ejecución, el kit compartido y la tabla de rutas, las páginas públicas como sitios propios, accesos del equipo y roles, la base de datos integrada o PostgreSQL, y trabajos en segundo plano guardados en la base de datos.',
    ],
  ],
};
