import type { Translations } from '@frontdesk/shared';

// The contact form's texts; merged into the `contacts` namespace as `form` (src/i18n.ts).
const en = {
  help: {
    phone: '10 digits; spaces, dashes and brackets are fine.',
    tags: 'Type a tag and press Enter; pick one already in use.',
    source: 'Where they came from',
    marketingConsent: 'They agreed to receive offers and news.',
  },
  errors: {
    name: 'Enter a first or last name',
    email: 'Enter a valid email address',
    phone: 'Enter a phone number with 10 digits',
    avatar: 'Enter an address starting with http:// or https://',
    tooManyTags: 'Use at most {{max}} tags',
    tagTooLong: 'A tag has at most {{max}} characters',
  },
  duplicate: {
    title: 'This may be someone you already have',
    email: 'Another contact has this email:',
    phone: 'Another contact has this phone:',
    both: 'Another contact has this email and phone:',
    /** asked on Save while a duplicate is shown: a second record of one customer splits their history */
    confirmTitle: 'Save a second contact?',
    confirmText:
      'Their bookings and sales would be split between two records. Open the contact you have instead, or save this one anyway (two records can be merged later from the contact page).',
    saveAnyway: 'Save anyway',
    goBack: 'Go back',
  },
  create: 'Create contact',
  save: 'Save changes',
  cancel: 'Cancel',
  created: 'Contact created',
  saved: 'Contact saved',
  failed: 'The contact could not be saved. {{reason}}',
};

const es: Translations<typeof en>['es'] = {
  help: {
    phone: '10 dígitos; se admiten espacios, guiones y paréntesis.',
    tags: 'Escribe una etiqueta y pulsa Intro; o elige una ya usada.',
    source: 'De dónde llegó',
    marketingConsent: 'Aceptó recibir ofertas y novedades.',
  },
  errors: {
    name: 'Escribe un nombre o unos apellidos',
    email: 'Escribe un correo electrónico válido',
    phone: 'Escribe un teléfono de 10 dígitos',
    avatar: 'Escribe una dirección que empiece por http:// o https://',
    tooManyTags: 'Usa como mucho {{max}} etiquetas',
    tagTooLong: 'Una etiqueta tiene como mucho {{max}} caracteres',
  },
  duplicate: {
    title: 'Puede que ya tengas a esta persona',
    email: 'Otro contacto tiene este correo:',
    phone: 'Otro contacto tiene este teléfono:',
    both: 'Otro contacto tiene este correo y este teléfono:',
    confirmTitle: '¿Guardar un segundo contacto?',
    confirmText:
      'Sus reservas y ventas quedarían repartidas entre dos fichas. Abre el contacto que ya tienes, o guarda este de todos modos (dos fichas se pueden unir después desde la página del contacto).',
    saveAnyway: 'Guardar de todos modos',
    goBack: 'Volver',
  },
  create: 'Crear contacto',
  save: 'Guardar cambios',
  cancel: 'Cancelar',
  created: 'Contacto creado',
  saved: 'Contacto guardado',
  failed: 'No se pudo guardar el contacto. {{reason}}',
};

export const formTexts: Translations<typeof en> = { en, es };
