import type { Article } from '../article';

// /docs/environment-variables in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'La API lee su configuración del entorno al arrancar. La tabla de abajo se genera, al construir la documentación, a partir de la única lista de variables de la API (`api/src/configVariables.ts`): la configuración no puede leer una variable que no esté en esa lista, así que esta página siempre dice lo que lee el servidor.',
  blocks: [
    ['h2', 'Las que define toda instalación en producción'],
    [
      'list',
      [
        '`PUBLIC_ORIGIN`: la dirección que usan tu equipo y tus clientes, como `https://desk.example.com`. Los enlaces de los correos se hacen con ella.',
        '`PAYMENT_PROVIDER=stripe` con `STRIPE_SECRET_KEY` y `STRIPE_WEBHOOK_SECRET`, o `PAYMENT_PROVIDER=test` mientras la pruebas.',
        '`DATABASE_URL` para un servidor PostgreSQL; sin ella los datos quedan en la base de datos integrada, en el disco de la máquina.',
        '`SMTP_URL` y `MAIL_FROM`, para que las confirmaciones, los recibos y las invitaciones salgan del servidor; sin ellas esperan en la bandeja de salida, visible en Correo → Enviados.',
        '`FRONTDESK_SEED=false`, para que no se cree el negocio de demostración.',
      ],
    ],
    ['h2', 'Todas las variables'],
    ['reference', 'envVariables'],
    [
      'p',
      'Lo que el navegador necesita en tiempo de ejecución también viene de la API: `/config.json` (el modo demo, los sitios de escritorio, el id de analítica, el modo de prueba) y `/remotes.json` (dónde está cada remoto), ambos respondidos a partir de estas variables.',
    ],
  ],
};
