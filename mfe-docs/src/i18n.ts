import type { Translations } from '@frontdesk/shared';
import { docsTexts } from './features/docs/i18n';
import type { FaqGroupId, FaqQuestionId } from './features/marketing/faq';
import type { PlanFeature, PlanId } from './features/marketing/plans';

type Qa = { question: string; answer: string };

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
    ...docsTexts.en,
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
    ...docsTexts.es,
  },
};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    docs: typeof en;
  }
}
