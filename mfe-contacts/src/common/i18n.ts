import type { Translations } from '@frontdesk/shared';

// Words more than one feature of this remote uses, said once: merged into the `contacts` namespace
// as `sources` (where a contact came from), `fields` (a contact's fields) and `ui` (src/i18n.ts).
const sourcesEn = {
  walk_in: 'Walk-in',
  phone: 'Phone',
  website: 'Website',
  online_booking: 'Online booking',
  referral: 'Referral',
  social: 'Social media',
  advertising: 'Advertising',
  import: 'Import',
  other: 'Other',
};
const sourcesEs: Translations<typeof sourcesEn>['es'] = {
  walk_in: 'Sin cita',
  phone: 'Teléfono',
  website: 'Sitio web',
  online_booking: 'Reserva en línea',
  referral: 'Recomendación',
  social: 'Redes sociales',
  advertising: 'Publicidad',
  import: 'Importación',
  other: 'Otro',
};
export const sourcesTexts: Translations<typeof sourcesEn> = { en: sourcesEn, es: sourcesEs };

const fieldsEn = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  notes: 'Notes',
  tags: 'Tags',
  source: 'Source',
  marketingConsent: 'Marketing consent',
  avatar: 'Avatar URL',
  lastVisit: 'Last visit',
  added: 'Added',
};
const fieldsEs: Translations<typeof fieldsEn>['es'] = {
  name: 'Nombre',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  address: 'Dirección',
  notes: 'Notas',
  tags: 'Etiquetas',
  source: 'Origen',
  marketingConsent: 'Consentimiento de marketing',
  avatar: 'URL del avatar',
  lastVisit: 'Última visita',
  added: 'Alta',
};
export const fieldsTexts: Translations<typeof fieldsEn> = { en: fieldsEn, es: fieldsEs };

const uiEn = {
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  /** a contact with neither first nor last name */
  unnamed: 'Unnamed contact',
  /** a contact who never visited */
  never: 'Never',
  /** an empty cell */
  none: '—',
};
const uiEs: Translations<typeof uiEn>['es'] = {
  cancel: 'Cancelar',
  yes: 'Sí',
  no: 'No',
  unnamed: 'Contacto sin nombre',
  never: 'Nunca',
  none: '—',
};
export const uiTexts: Translations<typeof uiEn> = { en: uiEn, es: uiEs };

// A reminder's booking: the field of every reminder form, and the link where a reminder is shown.
const reminderBookingEn = {
  label: 'Booking',
  none: 'No booking',
  noUpcoming: 'No upcoming bookings',
  loading: 'Loading the bookings…',
  failed: "The contact's bookings could not be loaded",
  /** an upcoming booking to choose: its day, time and services */
  option: '{{day}} · {{time}} · {{services}}',
  /** where a reminder is shown: a link to its booking */
  link: 'Booking: {{day}}, {{time}}',
};
const reminderBookingEs: Translations<typeof reminderBookingEn>['es'] = {
  label: 'Cita',
  none: 'Sin cita',
  noUpcoming: 'No hay citas próximas',
  loading: 'Cargando las citas…',
  failed: 'No se pudieron cargar las citas del contacto',
  option: '{{day}} · {{time}} · {{services}}',
  link: 'Cita: {{day}}, {{time}}',
};
export const reminderBookingTexts: Translations<typeof reminderBookingEn> = { en: reminderBookingEn, es: reminderBookingEs };
