import type { Translations } from '@frontdesk/shared';

// Page titles come from the shared `routes:` namespace; these are the texts inside the pages.
const en = {
  contact: {
    loading: 'Loading contact…',
    unnamed: 'Unnamed contact',
    details: {
      phone: 'Phone',
      email: 'Email',
      added: 'Added',
      none: 'Not given',
    },
    actions: {
      label: 'Contact actions',
      checkout: 'Checkout',
      newBooking: 'New booking',
      edit: 'Edit',
    },
    notFound: {
      title: 'This contact does not exist or belongs to another business',
      back: 'Back to contacts',
    },
    failed: {
      title: 'The contact could not be loaded',
      text: 'Check your connection and try again.',
      retry: 'Retry',
    },
  },
};

const es: Translations<typeof en>['es'] = {
  contact: {
    loading: 'Cargando contacto…',
    unnamed: 'Contacto sin nombre',
    details: {
      phone: 'Teléfono',
      email: 'Correo electrónico',
      added: 'Alta',
      none: 'Sin indicar',
    },
    actions: {
      label: 'Acciones del contacto',
      checkout: 'Cobrar',
      newBooking: 'Nueva reserva',
      edit: 'Editar',
    },
    notFound: {
      title: 'Este contacto no existe o pertenece a otro negocio',
      back: 'Volver a contactos',
    },
    failed: {
      title: 'No se pudo cargar el contacto',
      text: 'Revisa tu conexión e inténtalo de nuevo.',
      retry: 'Reintentar',
    },
  },
};

export const translations: Translations<typeof en> = { en, es };
