import type { Article } from '../article';

// /docs/getting-started in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Necesitas Node.js 20 (20.19 o posterior) y npm. Nada más: los scripts obtienen la versión fijada de pnpm con npx e instalan el espacio de trabajo a partir de su lockfile.',
  blocks: [
    ['h2', 'Arrancar la demo'],
    ['code', 'npm start'],
    [
      'p',
      'Construye el shell y todos los remotos y sirve la aplicación completa en http://localhost:8080 (`PORT=9000 npm start` para cambiar el puerto). Entra como administrador del negocio de demostración, `demo@frontdesk.app` con la contraseña `frontdesk-demo`. El negocio de demostración se crea en el primer arranque, con contactos, un catálogo, dos cajas, un equipo de cuatro personas y una semana de ventas y reservas.',
    ],
    [
      'p',
      'Los datos viven en un PostgreSQL integrado en `api/.data`. Para usar un servidor PostgreSQL, define `DATABASE_URL=postgres://…` antes de `npm start`.',
    ],
    ['h2', 'Ejecutar las pruebas'],
    ['code', 'npm test'],
    [
      'p',
      'Comprueba los tipos de todos los paquetes, ejecuta las pruebas unitarias y de componentes (jest), las pruebas de la API contra la base de datos integrada (y contra PostgreSQL cuando `DATABASE_URL` está definida) y las pruebas de extremo a extremo en Chromium, e indica cuánto tardó cada paso.',
    ],
    ['h2', 'Desarrollar'],
    [
      'p',
      'Con pnpm 10 instalado (`npm i -g pnpm@10`), `pnpm install` y luego `pnpm dev` lo arranca todo con recarga en vivo: la API en el puerto 4000, el shell en http://localhost:3000 y cada remoto en su propio servidor de desarrollo (3001 pagos, 3002 reservas, 3003 contactos, 3004 colaboración, 3005 documentación, según `shared/platform.json`).',
    ],
    [
      'list',
      [
        'Un remoto solo: `pnpm --filter @frontdesk/mfe-payments dev` y luego http://localhost:3001/pay/abc.',
        '`pnpm typecheck`, `pnpm lint`, `pnpm test:unit` y `pnpm test:e2e` ejecutan un solo paso de la línea de pruebas.',
        'Las decisiones detrás del código, con sus razones, están en `docs/decisions/`.',
      ],
    ],
  ],
};
