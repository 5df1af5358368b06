import type { Article } from '../article';

// /docs/welcome in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Frontdesk lleva la recepción de un negocio de servicios (una peluquería, una estética canina, un detallista de coches, un taller): reservas, cobros, facturas, pagos y contactos en una sola aplicación web. Estas páginas son para los negocios y equipos que la ponen en marcha: cómo arrancarla, configurarla, desplegarla y cambiarla.',
  blocks: [
    ['h2', 'Qué incluye'],
    [
      'list',
      [
        'La recepción: cajas y cobro, facturas, depósitos, enlaces de pago, transacciones y recibos, informes de dinero.',
        'El calendario y las reservas, con una página pública de reservas (`/book`) que el negocio comparte o integra en su propio sitio.',
        'Contactos con su historial, sus bienes (vehículos, mascotas), recordatorios, formularios firmados en una tableta de firma y clientes perdidos.',
        'Accesos del equipo con roles, correo a los clientes y una página pública de pago (`/pay/{id}`).',
      ],
    ],
    ['h2', 'Cómo está hecha'],
    [
      'p',
      'Frontdesk es una plataforma de micro-frontends. Un shell (la página anfitriona, el menú, la sesión) compone cinco remotos en tiempo de ejecución con Module Federation y single-spa: `mfe-payments`, `mfe-bookings`, `mfe-contacts`, `mfe-collab` y `mfe-docs`. Cada remoto se construye, se prueba y se despliega por su cuenta. El paquete `shared` es el kit de la plataforma: la tabla de rutas, el bus de eventos, los almacenes de sesión y de ajustes, el cliente de la API, las traducciones y los temas.',
    ],
    [
      'p',
      'El paquete `api` es un servidor Fastify. Guarda sus datos en un PostgreSQL integrado (PGlite) por defecto, o en un servidor PostgreSQL cuando se define `DATABASE_URL`, y sirve el shell y los remotos ya construidos desde el mismo origen.',
    ],
    ['h2', 'Por dónde seguir'],
    [
      'list',
      [
        '[Primeros pasos](/docs/getting-started): arráncala en tu equipo con dos órdenes.',
        '[Despliegue](/docs/deployment): una máquina, varias instancias, remotos en una CDN.',
        '[Variables de entorno](/docs/environment-variables), [Llamadas a la API](/docs/api-calls) y [Rutas](/docs/routing): tablas de referencia generadas a partir del código.',
      ],
    ],
  ],
};
