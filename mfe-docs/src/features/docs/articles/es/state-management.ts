import type { Article } from '../article';

// /docs/state-management in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary: 'Cada remoto es su propia aplicación React, así que el estado que necesita más de uno vive en el paquete `shared`, en un solo lugar.',
  blocks: [
    ['h2', 'Almacenes'],
    [
      'list',
      [
        '`sessionStore`: el usuario con sesión y su negocio, o ninguno. Se lee con `useSession()`.',
        '`settingsStore`: tema, idioma, dirección, tamaños de letra y caja. Se lee con `useSettings()` y se cambia con `settingsStore.update()`.',
      ],
    ],
    [
      'p',
      'Ambos son pequeños almacenes de rxjs: todas las raíces de React se suscriben a ellos, así que el shell y los remotos ven un cambio en el mismo instante.',
    ],
    ['h2', 'El bus de eventos'],
    [
      'p',
      'Las cosas que ocurren, y no las que son, cruzan las raíces por el bus de eventos tipado (`bus`): una notificación que mostrar (con una acción Deshacer), abrir el cajón de búsqueda de contactos, añadir rápido un bien, sesión iniciada, sesión cerrada, una reserva o el dinero cambiaron. Un evento se declara una sola vez, en `shared/src/bus/events.ts`, así que quien lo envía y quien lo escucha no pueden discrepar sobre su forma.',
    ],
    ['h2', 'Datos del servidor'],
    [
      'p',
      'Los datos de la API no se guardan en almacenes. Las funciones los leen con TanStack Query, con una caché de consultas por página compartida por todas las raíces, y solo los cambian con `useApiMutation`. Los cambios en vivo del servidor (`GET /api/events`) marcan como caducadas las consultas afectadas, así que las pantallas de otros puestos se actualizan solas.',
    ],
  ],
};
