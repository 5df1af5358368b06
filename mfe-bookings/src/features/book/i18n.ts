import type { Translations } from '@frontdesk/shared';

const en = {
  title: 'Book online',
  building: 'Online booking is being built. Until it is ready, please call or visit the business to book your appointment.',
};

const es: Translations<typeof en>['es'] = {
  title: 'Reserva en línea',
  building: 'La reserva en línea está en construcción. Mientras tanto, llama o visita el negocio para reservar tu cita.',
};

export const bookTexts: Translations<typeof en> = { en, es };
