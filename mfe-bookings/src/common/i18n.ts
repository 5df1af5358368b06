import type { Translations } from '@frontdesk/shared';

// Texts more than one of the desk's features say (a booking's status on the list, the detail and
// the calendar); merged in src/i18n.ts under `common`.

const en = {
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
