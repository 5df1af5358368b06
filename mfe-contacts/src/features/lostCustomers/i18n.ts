import type { Translations } from '@frontdesk/shared';

// The lost customers list's texts; merged into the `contacts` namespace as `lostCustomers` (src/i18n.ts).
const en = {
  intro: 'Customers who have not visited for a while: reach out before they are gone for good.',
  loading: 'Loading lost customers…',
  days: {
    label: 'No visit in (days)',
    help: 'Business default: {{days}} days',
    invalid: 'Enter a whole number of days from 1 to 3650',
    fallback: 'The business default could not be loaded; showing {{days}} days.',
  },
  save: {
    button: 'Save as default',
    saved: 'Saved: lost customers are now those with no visit in {{days}} days',
  },
  export: 'Export CSV',
  summary_one: '{{count}} customer with no visit in {{days}} days',
  summary_other: '{{count}} customers with no visit in {{days}} days',
  summary_many: '{{count}} customers with no visit in {{days}} days',
  caption: 'Customers with no visit in {{days}} days',
  columns: {
    actions: 'Actions',
  },
  empty: 'No lost customers: everyone has visited in the last {{days}} days.',
  failed: 'The lost customers could not be loaded',
  reminder: {
    open: 'Add reminder',
    openFor: 'Add reminder: {{name}}',
    title: 'Add a reminder for {{name}}',
    dueOn: 'Due date',
    dueOnRequired: 'Choose the day to be reminded',
    note: 'Note',
    notePlaceholder: 'e.g. Call to offer a return visit',
    noteRequired: 'Write what to do',
    submit: 'Add reminder',
    cancel: 'Cancel',
    added: 'Reminder added for {{name}} on {{day}}',
    failed: 'The reminder could not be added. {{reason}}',
  },
};

const es: Translations<typeof en>['es'] = {
  intro: 'Clientes que hace tiempo que no vienen: contacta con ellos antes de perderlos del todo.',
  loading: 'Cargando clientes perdidos…',
  days: {
    label: 'Sin visitas en (días)',
    help: 'Valor del negocio: {{days}} días',
    invalid: 'Escribe un número entero de días entre 1 y 3650',
    fallback: 'No se pudo cargar el valor del negocio; se muestran {{days}} días.',
  },
  save: {
    button: 'Guardar como predeterminado',
    saved: 'Guardado: ahora son clientes perdidos los que no vienen desde hace {{days}} días',
  },
  export: 'Exportar CSV',
  summary_one: '{{count}} cliente sin visitas en {{days}} días',
  summary_other: '{{count}} clientes sin visitas en {{days}} días',
  summary_many: '{{count}} de clientes sin visitas en {{days}} días',
  caption: 'Clientes sin visitas en {{days}} días',
  columns: {
    actions: 'Acciones',
  },
  empty: 'No hay clientes perdidos: todos han venido en los últimos {{days}} días.',
  failed: 'No se pudieron cargar los clientes perdidos',
  reminder: {
    open: 'Añadir recordatorio',
    openFor: 'Añadir recordatorio: {{name}}',
    title: 'Añadir un recordatorio para {{name}}',
    dueOn: 'Fecha',
    dueOnRequired: 'Elige el día del recordatorio',
    note: 'Nota',
    notePlaceholder: 'p. ej. Llamar para ofrecer una nueva visita',
    noteRequired: 'Escribe qué hay que hacer',
    submit: 'Añadir recordatorio',
    cancel: 'Cancelar',
    added: 'Recordatorio añadido para {{name}} el {{day}}',
    failed: 'No se pudo añadir el recordatorio. {{reason}}',
  },
};

export const lostCustomersTexts: Translations<typeof en> = { en, es };
