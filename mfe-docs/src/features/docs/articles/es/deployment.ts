import type { Article } from '../article';

// /docs/deployment in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Frontdesk son archivos estáticos y un servidor Node.js. El servidor responde a la API y sirve el shell y los remotos construidos desde un mismo origen, así que la instalación más pequeña es una sola máquina; las más grandes ejecutan varias instancias de la API sobre un PostgreSQL y ponen los remotos en una CDN.',
  blocks: [
    ['h2', 'Una máquina'],
    [
      'code',
      'node scripts/pnpm.mjs install --frozen-lockfile\nnode scripts/pnpm.mjs build\ncd api\nFRONTDESK_DEMO=false FRONTDESK_SEED=false \\\n  PUBLIC_ORIGIN=https://desk.example.com \\\n  PAYMENT_PROVIDER=stripe STRIPE_SECRET_KEY=… STRIPE_WEBHOOK_SECRET=… \\\n  node_modules/.bin/tsx src/main.ts',
    ],
    [
      'p',
      'La construcción escribe la carpeta `dist` de cada paquete; el servidor encuentra el `dist/index.html` del shell y sirve toda la aplicación en `PORT` (8080). La base de datos integrada guarda sus archivos en `api/.data` (`FRONTDESK_DATA_DIR`): haz copia de esa carpeta. Pon delante un proxy inverso con TLS y define `TRUST_PROXY=1`, para que los límites de inicio de sesión cuenten por cliente y no por proxy.',
    ],
    ['h2', 'Varias instancias de la API sobre un PostgreSQL'],
    [
      'p',
      'Define la misma `DATABASE_URL` en todas las instancias y un balanceador de carga delante; `GET /api/health` responde 503 cuando una instancia no llega a la base de datos. Las instancias lo comparten todo a través de la base de datos: las sesiones son filas, así que cualquier instancia atiende cualquier petición; los trabajos en segundo plano se reclaman con `FOR UPDATE SKIP LOCKED` bajo un alquiler, así que dos instancias nunca ejecutan el mismo trabajo; los cambios en vivo (reservas, dinero) se anuncian con `LISTEN`/`NOTIFY`, así que un cambio hecho en una instancia llega a las pantallas que sirven las demás. La base de datos integrada es para un solo proceso.',
    ],
    [
      'p',
      'Detén una instancia con `SIGTERM`: primero cierra sus flujos de eventos (sus navegadores se reconectan a otra instancia), deja que su trabajo en curso termine o devuelva su alquiler, y luego se cierra.',
    ],
    ['h2', 'Remotos en una CDN'],
    [
      'p',
      'Un remoto son archivos estáticos. Publica su carpeta `dist/` (su contenedor y `dist/standalone`, el sitio de sus páginas públicas) bajo una ruta con versión en cualquier alojamiento estático o CDN que envíe cabeceras CORS, y apunta la API a ella:',
    ],
    ['code', 'REMOTES_MANIFEST=\'{"payments":"https://cdn.example.com/payments/1.4.2/mf-manifest.json"}\''],
    [
      'p',
      'El shell lee `/remotes.json` al arrancar, así que no hay que reconstruirlo. Los archivos de fragmentos llevan un hash de su contenido y se guardan en caché para siempre; `mf-manifest.json`, `remoteEntry.js`, `/remotes.json` y `/config.json` se sirven con `no-cache`.',
    ],
    ['h2', 'Volver a desplegar y revertir un remoto'],
    [
      'list',
      [
        'Constrúyelo: `pnpm --filter @frontdesk/mfe-payments build`.',
        'Publica su `dist/` bajo la ruta de una versión nueva, como `/payments/1.4.3/`.',
        'Apunta `REMOTES_MANIFEST` al nuevo `mf-manifest.json` y reinicia la API (o edita el archivo JSON que nombra la variable). Las páginas que se carguen a partir de entonces usan el remoto nuevo; el shell y los demás remotos no se tocan.',
        'Revertir es el mismo paso con la dirección de la versión anterior. Mantén publicadas las versiones antiguas hasta que ninguna pestaña abierta las use.',
      ],
    ],
    [
      'p',
      'Los remotos usan el runtime de federación y las bibliotecas compartidas del shell: actualiza `@module-federation/*` o un singleton compartido (React, antd, el router) primero en el shell y después vuelve a desplegar los remotos.',
    ],
  ],
};
