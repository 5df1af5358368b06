import type { Translations } from '@frontdesk/shared';

// Texts more than one feature says (a booking's status on the list, the detail and the calendar; a
// length of time, on /book too); merged in src/i18n.ts under `common`.

const en = {
  // a length of time: "45 min", "2 h", "1 h 30 min"
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
  },
  status: {
    held: 'Held online',
    requested: 'Requested',
    confirmed: 'Confirmed',
    checked_in: 'Checked in',
    completed: 'Completed',
    cancelled: 'Cancelled',
    no_show: 'No-show',
  },
};

const es: Translations<typeof en>['es'] = {
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
  },
  status: {
    held: 'Reservada en línea',
    requested: 'Solicitada',
    confirmed: 'Confirmada',
    checked_in: 'En el local',
    completed: 'Completada',
    cancelled: 'Cancelada',
    no_show: 'No se presentó',
  },
};

export const commonTexts: Translations<typeof en> = { en, es };
