import type { Translations } from '@frontdesk/shared';

// Texts more than one feature says (a length of time, on the desk and on /book; the choice to
// email the customer, on the booking forms and the calendar); merged in
// src/i18n.ts under `common`. A booking's status is the kit's (`common:bookingStatus`).

const en = {
  // a length of time: "45 min", "2 h", "1 h 30 min"
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
  },
  notify: {
    label: 'Email the customer',
    help: 'With a calendar file; nothing is sent to a customer without an email.',
  },
};

const es: Translations<typeof en>['es'] = {
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
  },
  notify: {
    label: 'Enviar un correo al cliente',
    help: 'Con un archivo de calendario; no se envía nada a un cliente sin correo.',
  },
};

export const commonTexts: Translations<typeof en> = { en, es };
