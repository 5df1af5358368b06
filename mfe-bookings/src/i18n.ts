import type { Translations } from '@frontdesk/shared';

const en = {
  book: {
    title: 'Book online',
    building: 'Online booking is being built. Until it is ready, please call or visit the business to book your appointment.',
  },
};

const es: Translations<typeof en>['es'] = {
  book: {
    title: 'Reserva en línea',
    building: 'La reserva en línea está en construcción. Mientras tanto, llama o visita el negocio para reservar tu cita.',
  },
};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    bookings: typeof en;
  }
}
