import type { DocsPage, Translations } from '@frontdesk/shared';
import type { FaqGroupId, FaqQuestionId } from './features/marketing/faq';
import type { PlanFeature, PlanId } from './features/marketing/plans';

type Qa = { question: string; answer: string };
type Article = { intro: string; detail: string };

const en = {
  home: {
    hero: {
      title: 'Run your service business from one front desk',
      text: 'Frontdesk keeps bookings, checkout, invoices, payments and contacts together, so salons, groomers, detailers and repair shops spend less time on admin and more time with customers.',
      start: 'Create your account',
      pricing: 'See pricing',
      docs: 'Read the docs',
    },
    features: {
      title: 'Everything the front desk does, in one place',
      bookings: {
        title: 'Bookings',
        text: 'A calendar of appointments for your whole team, and a public page where customers book online.',
      },
      checkout: {
        title: 'Checkout',
        text: 'Take payment at the register in a few taps, from a booking, an invoice or a walk-in.',
      },
      invoices: {
        title: 'Invoices',
        text: 'Send clear invoices, track what is still open and take deposits before the work starts.',
      },
      payments: {
        title: 'Payments',
        text: 'Share a payment link so customers pay from their phone, with every transaction and receipt on record.',
      },
      contacts: {
        title: 'Contacts',
        text: 'Every customer with their history, their vehicles or pets, reminders and the ones you have not seen in a while.',
      },
    },
    faq: {
      title: 'Frequently asked questions',
      technical: {
        title: 'Technical & Licensing',
        browsers: {
          question: 'Which browsers does Frontdesk support?',
          answer:
            'Current versions of Chrome, Edge, Firefox and Safari, on computers, tablets and phones. There is nothing to install: Frontdesk runs in the browser.',
        },
        data: {
          question: 'Who owns our data?',
          answer:
            'You do. Every record belongs to your business and no other business can read or change it. Your customers, bookings and invoices are yours to take with you.',
        },
        licensing: {
          question: 'How is Frontdesk licensed?',
          answer: 'As a monthly subscription per business, on the plan you choose. There are no per-device licences: staff sign in from any browser.',
        },
        embedding: {
          question: 'Can we embed Frontdesk in another site?',
          answer:
            'Yes. Add embedded=true to a page’s address and Frontdesk hides its side menu and top bar, so the page fits inside a frame of your existing site.',
        },
      } satisfies Record<FaqQuestionId<'technical'>, Qa> & { title: string },
      design: {
        title: 'Design',
        themes: {
          question: 'Can Frontdesk look like our brand?',
          answer: 'Choose from four themes in the settings: Frontdesk Light, Light, One Dark and Unicorn. Every screen follows the theme you pick.',
        },
        darkMode: {
          question: 'Is there a dark mode?',
          answer: 'Yes. One Dark and Unicorn are dark themes, easier on the eyes in a dim shop or late in the evening.',
        },
        rtl: {
          question: 'Does it support right-to-left languages?',
          answer: 'Yes. Switch the text direction to right-to-left in the settings and the whole layout mirrors itself.',
        },
        mobile: {
          question: 'Does it work on small screens?',
          answer: 'Yes. Layouts adapt to tablets and phones, and headings shrink on narrow screens so more fits on the page.',
        },
      } satisfies Record<FaqQuestionId<'design'>, Qa> & { title: string },
    } satisfies Record<FaqGroupId, object> & { title: string },
  },
  pricing: {
    title: 'Simple pricing for every size of business',
    text: 'One monthly price per business, with no setup fee. Change or cancel your plan at any time.',
    perMonth: 'per month',
    popular: 'Most popular',
    choose: 'Choose {{plan}}',
    plans: {
      starter: { name: 'Starter', description: 'For a one-person business getting started.' },
      team: { name: 'Team', description: 'For a growing team at one location.' },
      business: { name: 'Business', description: 'For busy businesses with several registers.' },
    } satisfies Record<PlanId, { name: string; description: string }>,
    features: {
      onlineBooking: 'Online booking page',
      checkout: 'Checkout and receipts',
      invoices: 'Invoices',
      contacts: 'Contacts and their history',
      staff2: 'Up to 2 staff accounts',
      staff10: 'Up to 10 staff accounts',
      staffUnlimited: 'Unlimited staff accounts',
      paymentLinks: 'Payment links and deposits',
      reminders: 'Reminders and lost customers',
      reports: 'Sales and register reports',
      registers: 'Several registers, Z reports and batches',
      embedding: 'Embedding in your own website',
      prioritySupport: 'Priority support',
    } satisfies Record<PlanFeature, string>,
  },
  docs: {
    nav: 'Documentation pages',
    articles: {
      welcome: {
        intro:
          'Frontdesk is a bookings, point-of-sale, invoicing, payments and contacts app for service businesses such as salons, groomers, detailers and repair shops.',
        detail:
          'It is built as a micro-frontend platform: a shell and five remotes (payments, bookings, contacts, collaboration and docs) that teams build, test and deploy on their own. These pages describe how the platform fits together.',
      },
      'getting-started': {
        intro:
          'You need Node 20.19 or later and pnpm 10. Run pnpm install at the repository root, then pnpm dev to start the API, the shell and every remote in development mode.',
        detail:
          'Each remote also runs alone on its own port from shared/platform.json, for example pnpm --filter @frontdesk/mfe-docs dev. pnpm test runs the type checks, the unit tests and the browser tests.',
      },
      'environment-variables': {
        intro:
          'The API reads its settings from the environment when it starts: PORT and HOST choose where it listens, FRONTDESK_DEMO=true shows the template sections and ANALYTICS_ID turns analytics on.',
        detail:
          'DESKTOP_SITE_LIVE, DESKTOP_SITE_STAGE and DESKTOP_SITE_DEV set the desktop site per environment. REMOTES_MANIFEST overrides where each remote’s mf-manifest.json is found, as JSON or as a path to a JSON file.',
      },
      deployment: {
        intro:
          'pnpm build builds the shell and every remote into its dist folder; pnpm start builds and then runs the API, which serves the shell, the remotes under /remotes/{name}/ and the API from one origin.',
        detail:
          'The shell finds its remotes at run time through the manifest at /remotes.json, so a team can redeploy or roll back its remote without rebuilding the shell. Remotes are static files and can live on a CDN that sends CORS headers.',
      },
      'api-calls': {
        intro:
          'Every package calls the API through the one ky client exported by @frontdesk/shared. It sends cookies, the X-Requested-With header and an X-CSRFToken header taken from the stored token or the csrftoken cookie.',
        detail:
          'A 401 answer clears the session and signs the user out. Features wrap the client in a typed api.ts and hooks, so components never build URLs themselves.',
      },
      analytics: {
        intro: 'Each page change sets the browser title and reports a page view, in the shell and in a remote running on its own.',
        detail:
          'Analytics stays off unless the runtime configuration at /config.json carries an analyticsId, set with the API’s ANALYTICS_ID variable. Without it no script is loaded and nothing is sent.',
      },
      authentication: {
        intro: 'The shell owns the session: it signs in with POST /api/login, restores the user from /api/user_info at start and signs out with /api/logout.',
        detail:
          'Pages under /app need a signed-in user and send others to /login; /login and /register send a signed-in user to /app/account. Remotes read the session from the shared session store.',
      },
      routing: {
        intro:
          'One route table in the shared package lists every path of the platform, who owns it and who may see it. The shell resolves the current address against it (guards, redirects, the demo flag) and mounts the owning remote as a single-spa parcel.',
        detail:
          'Each remote renders only its own routes from the same table, so a path is never defined twice. A page whose screen is not built yet shows an honest being-built panel.',
      },
      settings: {
        intro: 'Theme, text direction, language, responsive font sizes and the current register are app settings.',
        detail: 'They are saved in the browser’s localStorage and kept in a shared store, so the shell and every remote follow a change at once.',
      },
      'state-management': {
        intro:
          'State that crosses packages lives in shared: rxjs stores for the session and the settings, and a typed event bus for notifications, the search drawer and quick-add.',
        detail:
          'Components read them through hooks such as useSession and useSettings. Data from the API stays in the feature that uses it, behind its own hooks.',
      },
      theming: {
        intro:
          'Four themes ship with Frontdesk: Frontdesk Light (the default), Light, One Dark and Unicorn. They are antd theme tokens, and every React root wraps itself in the same providers, so the shell and the remotes switch together.',
        detail:
          'Components take colours and spacing from the tokens and use logical CSS properties, so right-to-left layouts work too. Texts come in English and Spanish through i18next, one namespace per remote.',
      },
      support: {
        intro: 'If part of the app cannot load, it shows an error panel with a Retry button while the rest of Frontdesk keeps working.',
        detail:
          'For help with your account or billing, contact your Frontdesk administrator. Report problems with the platform itself in the project’s issue tracker, with the steps that reproduce them.',
      },
      changelog: {
        intro:
          '0.1.0: the platform skeleton, with the pnpm workspace, the shared kit and route table, the shell with runtime remotes, the payments remote and a thin API.',
        detail:
          'The same release adds the bookings, contacts, collaboration and docs remotes, the public booking page, the home page, pricing and this documentation.',
      },
    } satisfies Record<DocsPage, Article>,
  },
};

const es: Translations<typeof en>['es'] = {
  home: {
    hero: {
      title: 'Lleva tu negocio de servicios desde una sola recepción',
      text: 'Frontdesk reúne reservas, cobros, facturas, pagos y contactos, para que peluquerías, estéticas caninas, talleres y detallistas de coches dediquen menos tiempo a la administración y más a sus clientes.',
      start: 'Crea tu cuenta',
      pricing: 'Ver precios',
      docs: 'Leer la documentación',
    },
    features: {
      title: 'Todo lo que hace la recepción, en un solo lugar',
      bookings: {
        title: 'Reservas',
        text: 'Un calendario de citas para todo tu equipo y una página pública donde los clientes reservan en línea.',
      },
      checkout: {
        title: 'Cobros',
        text: 'Cobra en caja en pocos toques, desde una reserva, una factura o un cliente sin cita.',
      },
      invoices: {
        title: 'Facturas',
        text: 'Envía facturas claras, controla lo que sigue pendiente y cobra depósitos antes de empezar el trabajo.',
      },
      payments: {
        title: 'Pagos',
        text: 'Comparte un enlace de pago para que el cliente pague desde su móvil, con cada transacción y recibo registrados.',
      },
      contacts: {
        title: 'Contactos',
        text: 'Cada cliente con su historial, sus vehículos o mascotas, recordatorios y los que hace tiempo que no vienen.',
      },
    },
    faq: {
      title: 'Preguntas frecuentes',
      technical: {
        title: 'Técnica y licencias',
        browsers: {
          question: '¿Qué navegadores admite Frontdesk?',
          answer:
            'Las versiones actuales de Chrome, Edge, Firefox y Safari, en ordenadores, tabletas y móviles. No hay nada que instalar: Frontdesk funciona en el navegador.',
        },
        data: {
          question: '¿De quién son nuestros datos?',
          answer:
            'Tuyos. Cada registro pertenece a tu negocio y ningún otro negocio puede leerlo ni cambiarlo. Tus clientes, reservas y facturas son tuyos y puedes llevártelos.',
        },
        licensing: {
          question: '¿Cómo se licencia Frontdesk?',
          answer:
            'Como una suscripción mensual por negocio, según el plan que elijas. No hay licencias por dispositivo: el personal entra desde cualquier navegador.',
        },
        embedding: {
          question: '¿Podemos integrar Frontdesk en otro sitio?',
          answer:
            'Sí. Añade embedded=true a la dirección de una página y Frontdesk oculta el menú lateral y la barra superior, para que la página quepa en un marco de tu sitio actual.',
        },
      },
      design: {
        title: 'Diseño',
        themes: {
          question: '¿Puede Frontdesk parecerse a nuestra marca?',
          answer: 'Elige entre cuatro temas en los ajustes: Frontdesk Light, Light, One Dark y Unicorn. Todas las pantallas siguen el tema que elijas.',
        },
        darkMode: {
          question: '¿Hay modo oscuro?',
          answer: 'Sí. One Dark y Unicorn son temas oscuros, más cómodos para la vista en un local con poca luz o al final del día.',
        },
        rtl: {
          question: '¿Admite idiomas que se escriben de derecha a izquierda?',
          answer: 'Sí. Cambia la dirección del texto a derecha a izquierda en los ajustes y todo el diseño se refleja.',
        },
        mobile: {
          question: '¿Funciona en pantallas pequeñas?',
          answer: 'Sí. Los diseños se adaptan a tabletas y móviles, y los títulos se reducen en pantallas estrechas para que quepa más en la página.',
        },
      },
    },
  },
  pricing: {
    title: 'Precios sencillos para negocios de cualquier tamaño',
    text: 'Un precio mensual por negocio, sin cuota de alta. Cambia o cancela tu plan cuando quieras.',
    perMonth: 'al mes',
    popular: 'El más elegido',
    choose: 'Elegir {{plan}}',
    plans: {
      starter: { name: 'Starter', description: 'Para un negocio de una persona que empieza.' },
      team: { name: 'Team', description: 'Para un equipo que crece en un solo local.' },
      business: { name: 'Business', description: 'Para negocios con mucho movimiento y varias cajas.' },
    },
    features: {
      onlineBooking: 'Página de reservas en línea',
      checkout: 'Cobros y recibos',
      invoices: 'Facturas',
      contacts: 'Contactos y su historial',
      staff2: 'Hasta 2 cuentas de personal',
      staff10: 'Hasta 10 cuentas de personal',
      staffUnlimited: 'Cuentas de personal ilimitadas',
      paymentLinks: 'Enlaces de pago y depósitos',
      reminders: 'Recordatorios y clientes perdidos',
      reports: 'Informes de ventas y de caja',
      registers: 'Varias cajas, informes Z y lotes',
      embedding: 'Integración en tu propio sitio web',
      prioritySupport: 'Soporte prioritario',
    },
  },
  docs: {
    nav: 'Páginas de la documentación',
    articles: {
      welcome: {
        intro:
          'Frontdesk es una aplicación de reservas, punto de venta, facturación, pagos y contactos para negocios de servicios como peluquerías, estéticas caninas, detallistas de coches y talleres.',
        detail:
          'Está construida como una plataforma de micro-frontends: un shell y cinco remotos (pagos, reservas, contactos, colaboración y documentación) que cada equipo construye, prueba y despliega por su cuenta. Estas páginas explican cómo encaja todo.',
      },
      'getting-started': {
        intro:
          'Necesitas Node 20.19 o posterior y pnpm 10. Ejecuta pnpm install en la raíz del repositorio y luego pnpm dev para arrancar la API, el shell y todos los remotos en modo desarrollo.',
        detail:
          'Cada remoto también funciona solo en su propio puerto de shared/platform.json, por ejemplo pnpm --filter @frontdesk/mfe-docs dev. pnpm test ejecuta la comprobación de tipos, las pruebas unitarias y las pruebas en el navegador.',
      },
      'environment-variables': {
        intro:
          'La API lee su configuración del entorno al arrancar: PORT y HOST eligen dónde escucha, FRONTDESK_DEMO=true muestra las secciones de plantilla y ANALYTICS_ID activa la analítica.',
        detail:
          'DESKTOP_SITE_LIVE, DESKTOP_SITE_STAGE y DESKTOP_SITE_DEV fijan el sitio de escritorio de cada entorno. REMOTES_MANIFEST cambia dónde se encuentra el mf-manifest.json de cada remoto, como JSON o como ruta a un archivo JSON.',
      },
      deployment: {
        intro:
          'pnpm build construye el shell y cada remoto en su carpeta dist; pnpm start construye y luego arranca la API, que sirve el shell, los remotos bajo /remotes/{nombre}/ y la API desde un mismo origen.',
        detail:
          'El shell encuentra sus remotos en tiempo de ejecución mediante el manifiesto de /remotes.json, así que un equipo puede volver a desplegar o revertir su remoto sin reconstruir el shell. Los remotos son archivos estáticos y pueden estar en una CDN que envíe cabeceras CORS.',
      },
      'api-calls': {
        intro:
          'Todos los paquetes llaman a la API con el único cliente ky que exporta @frontdesk/shared. Envía las cookies, la cabecera X-Requested-With y una cabecera X-CSRFToken tomada del token guardado o de la cookie csrftoken.',
        detail:
          'Una respuesta 401 borra la sesión y cierra la sesión del usuario. Las funcionalidades envuelven el cliente en un api.ts tipado y en hooks, así que los componentes nunca construyen URLs.',
      },
      analytics: {
        intro: 'Cada cambio de página pone el título del navegador y registra una visita, en el shell y en un remoto que funciona solo.',
        detail:
          'La analítica está desactivada salvo que la configuración de /config.json incluya un analyticsId, que se fija con la variable ANALYTICS_ID de la API. Sin él no se carga ningún script ni se envía nada.',
      },
      authentication: {
        intro:
          'El shell gestiona la sesión: inicia sesión con POST /api/login, recupera el usuario de /api/user_info al arrancar y cierra la sesión con /api/logout.',
        detail:
          'Las páginas bajo /app necesitan un usuario con sesión y envían a los demás a /login; /login y /register envían a un usuario con sesión a /app/account. Los remotos leen la sesión del almacén compartido.',
      },
      routing: {
        intro:
          'Una única tabla de rutas en el paquete shared enumera cada ruta de la plataforma, quién la posee y quién puede verla. El shell resuelve la dirección actual con ella (protecciones, redirecciones, el modo demo) y monta el remoto dueño como un parcel de single-spa.',
        detail:
          'Cada remoto muestra solo sus propias rutas de esa misma tabla, así que ninguna ruta se define dos veces. Una página cuya pantalla aún no existe muestra un aviso honesto de que está en construcción.',
      },
      settings: {
        intro: 'El tema, la dirección del texto, el idioma, los tamaños de letra adaptables y la caja actual son ajustes de la aplicación.',
        detail:
          'Se guardan en el localStorage del navegador y en un almacén compartido, así que el shell y todos los remotos siguen cualquier cambio al instante.',
      },
      'state-management': {
        intro:
          'El estado que cruza paquetes vive en shared: almacenes rxjs para la sesión y los ajustes, y un bus de eventos tipado para notificaciones, el cajón de búsqueda y la creación rápida.',
        detail:
          'Los componentes los leen con hooks como useSession y useSettings. Los datos de la API se quedan en la funcionalidad que los usa, detrás de sus propios hooks.',
      },
      theming: {
        intro:
          'Frontdesk incluye cuatro temas: Frontdesk Light (el predeterminado), Light, One Dark y Unicorn. Son tokens de tema de antd y cada raíz de React usa los mismos proveedores, así que el shell y los remotos cambian a la vez.',
        detail:
          'Los componentes toman colores y espacios de los tokens y usan propiedades CSS lógicas, así que los diseños de derecha a izquierda también funcionan. Los textos están en inglés y español con i18next, un espacio de nombres por remoto.',
      },
      support: {
        intro:
          'Si una parte de la aplicación no se puede cargar, muestra un panel de error con un botón Reintentar mientras el resto de Frontdesk sigue funcionando.',
        detail:
          'Para ayuda con tu cuenta o la facturación, contacta con el administrador de tu Frontdesk. Informa de los problemas de la propia plataforma en el gestor de incidencias del proyecto, con los pasos para reproducirlos.',
      },
      changelog: {
        intro:
          '0.1.0: el esqueleto de la plataforma, con el espacio de trabajo pnpm, el kit compartido y la tabla de rutas, el shell con remotos en tiempo de ejecución, el remoto de pagos y una API básica.',
        detail:
          'La misma versión añade los remotos de reservas, contactos, colaboración y documentación, la página pública de reservas, la página de inicio, los precios y esta documentación.',
      },
    },
  },
};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    docs: typeof en;
  }
}
