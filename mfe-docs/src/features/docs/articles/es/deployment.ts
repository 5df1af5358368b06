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
      'Define la misma `DATABASE_URL` en todas las instancias y un balanceador de carga delante; `GET /api/health` responde 503 cuando una instancia no llega a la base de datos. Las instancias lo comparten todo a través de la base de datos: las sesiones son filas, así que cualquier instancia atiende cualquier petición; los trabajos en segundo plano se reclaman con `FOR UPDATE SKIP LOCKED` bajo un alquiler, así que dos instancias nunca ejecutan el mismo trabajo; los cambios en vivo (reservas, dinero) se anuncian con `LISTEN`/`NOTIFY`, así que un cambio hecho en una instancia llega a las pantallas que sirven las demás; los límites por cliente (inicios de sesión, enlaces de pago, reservas en línea) se cuentan en la base de datos, así que un cliente tiene un solo cupo por muchas instancias que le respondan. La base de datos integrada es para un solo proceso.',
    ],
    [
      'p',
      'Detén una instancia con `SIGTERM`: con `SHUTDOWN_DRAIN_MS`, su comprobación de salud responde 503 "draining" durante ese tiempo mientras sigue atendiendo, para que el balanceador la saque de la rotación; después deja de aceptar conexiones, termina las peticiones en curso, cierra sus flujos de eventos (sus navegadores se reconectan a otra instancia), deja que su trabajo en curso termine o devuelva su alquiler, y se cierra. Las instancias que arrancan a la vez se turnan para migrar la base de datos y crear el negocio de demostración (bloqueos consultivos), así que un despliegue puede arrancarlas todas juntas.',
    ],
    ['h2', 'Un clúster en una máquina'],
    ['code', 'npm run start:cluster              # 2 instancias\nINSTANCES=3 npm run start:cluster  # 3'],
    [
      'p',
      'El comando arranca el PostgreSQL de la máquina (lo instala como root si falta) y su base de datos `frontdesk` (`CLUSTER_DATABASE`; `DATABASE_URL` indica otro servidor), compila los paquetes (`SKIP_BUILD=1` deja las carpetas `dist` como están), arranca las instancias en los puertos 8081 y siguientes, y HAProxy delante de ellas en el 8080 (`PORT`). Se eligió HAProxy porque comprueba activamente la salud de cada instancia: nginx de código abierto solo nota una instancia caída cuando le falla una petición.',
    ],
    [
      'list',
      [
        'Sin sesiones fijas: cada petición va a la instancia menos ocupada (`balance leastconn`, que también reparte los flujos de eventos de larga duración).',
        'Cada segundo HAProxy llama a `GET /api/health` en cada instancia: dos fallos (arrancando, drenando o sin su base de datos) la sacan de la rotación y dos aciertos la devuelven.',
        'Una petición cuya conexión falla se envía a otra instancia; un `GET` o `HEAD` cuya instancia se cierra o cae antes de responder también se reintenta. Un cambio (`POST`, `PATCH`, `DELETE`) nunca lo reintenta el balanceador: las claves de idempotencia de la API hacen seguro el reintento del propio cliente.',
        '`kill -HUP` del comando reinicia las instancias de una en una (un despliegue): cada una se drena, se detiene, arranca de nuevo y vuelve a la rotación antes de la siguiente. Una instancia que se cae arranca de nuevo un segundo después. Ctrl-C lo detiene todo.',
        'Cada instancia confía en un proxy (`TRUST_PROXY=1`), así que los límites y los registros ven la dirección del cliente que HAProxy reenvía.',
      ],
    ],
    ['h2', 'Sobrecarga'],
    [
      'p',
      'Cada instancia atiende a la vez como mucho `MAX_ACTIVE_REQUESTS` (32) peticiones; las siguientes esperan su turno, por orden de llegada, y la que ha esperado `MAX_QUEUE_WAIT_MS` (1 s) recibe un 503 con `Retry-After: 1` sin haberse ejecutado. Pasado lo que una instancia puede atender, al exceso se le dice enseguida que vuelva (el shell y el balanceador lo reintentan) mientras las peticiones admitidas mantienen su ritmo. La comprobación de salud y los flujos de cambios en vivo no ocupan turno.',
    ],
    ['h2', 'Capacidad'],
    [
      'p',
      'Medido en una máquina de 2 núcleos que lo ejecuta todo (`bench/results/cluster-load.md`): una petición del día del mostrador (búsquedas, listas, el calendario, huecos libres, una venta en efectivo, una reserva) cuesta de 3 a 5 ms de CPU: de 1,5 a 2,6 en la instancia, de 1,5 a 2,2 en PostgreSQL (del 40 al 50 % del lado del servidor) y 0,1 en HAProxy. Esa máquina atiende de 400 a 460 por segundo a máxima carga, sea cual sea el número de instancias. Con clientes que envían una por segundo cada uno, 200 clientes tienen un p99 de 48 ms con una instancia, 85 ms con dos y 128 ms con tres: con dos núcleos, más instancias solo añaden procesos que se los reparten. Sobre PostgreSQL una instancia responde unas 3.000 llamadas sencillas por segundo (búsqueda de contactos, datos del usuario), sobre la base de datos integrada 1.100; con 1.000 conexiones la integrada rechaza lo que no puede atender en un segundo (1.232 de 23.053 llamadas) y ninguna de las demás espera 2 s. Mide en una máquina tranquila: junto a una ejecución de las pruebas, la misma medición dio el doble de CPU por petición y la mitad de rendimiento.',
    ],
    [
      'list',
      [
        'Personal y negocios por instancia: una persona en un mostrador con mucho trabajo hace, según nuestra estimación, una llamada cada 5 segundos más o menos (una página, una búsqueda, el calendario leído de nuevo tras un cambio). Un núcleo ocupado al 60 % ejecuta de 230 a 400 llamadas por segundo en una instancia, así que atiende de 1.100 a 2.000 personas ocupadas, de 200 a 400 negocios de cinco en su hora punta, y PostgreSQL necesita otro tanto de CPU. Da a cada instancia un núcleo propio y mantenla por debajo del 60 % de ocupación: a partir de ahí el p99 sube deprisa.',
        'Conexiones, lo primero que se agota cuando los negocios se multiplican por 10: cada instancia mantiene hasta 10 conexiones en su pool y una para `LISTEN`; las 100 conexiones por defecto de PostgreSQL se acaban en 9 instancias. Pon PgBouncer en modo transacción delante de los pools (el bloqueo consultivo de la siembra es de transacción y funciona a través de él) y da a la conexión de `LISTEN` y a las migraciones una conexión directa.',
        'Flujos en vivo: una conexión abierta por pestaña con sesión (como mucho 3 por sesión), inactiva salvo un latido. Aquí HAProxy admite 4.096 conexiones en total (`maxconn`) y mantiene un flujo una hora (`timeout tunnel`); sube ambos, y el límite de archivos abiertos, antes de multiplicar por 10.',
        'Notificaciones: cada instancia oye los cambios de todos los negocios por su única conexión `LISTEN` y se queda con los de las pestañas que atiende, y PostgreSQL toma un bloqueo en cada commit que notifica. Al multiplicar por 100 (cientos de instancias, miles de cambios por segundo) lleva el reparto a un broker de mensajes o da a cada grupo de negocios su propia base de datos.',
        'Informes: el informe de ventas del año ocupa medio segundo del primario (`bench/results/dashboard-report-postgres.md`). Al multiplicar por 10, manda informes y exportaciones a una réplica de lectura.',
        'Trabajos: los terminados se guardan 14 días, los fallidos hasta que se leen; la tabla crece con el correo y las reservas (unas pocas filas por venta o reserva). Al multiplicar por 100, particiónala por mes o acorta el plazo.',
      ],
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
