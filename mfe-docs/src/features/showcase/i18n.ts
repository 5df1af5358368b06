import { registerTranslations, type Translations } from '@frontdesk/shared';

// The showcase pages' texts (/app/extra/*): a namespace of their own, added when the first of them
// loads, so the docs' public pages (/home, /pricing, /docs) never carry them (docs/decisions/0061).
const en = {
  library: 'Built with {{library}}.',
  charts: {
    intro: 'Your sales of the last 30 days, from the sales report, drawn with ApexCharts.',
    trend: 'Sales by day',
    thisPeriod: 'Last 30 days',
    previousPeriod: 'The 30 days before',
    tenders: 'Takings by tender',
    noTenders: 'No payments in these 30 days.',
    tender: { cash: 'Cash', card: 'Card', check: 'Check', deposit: 'Deposit' },
    failed: 'The sales report could not be loaded',
    summary: '{{sales}} from {{count}} sales',
  },
  formik: {
    intro: 'A new contact, in a form whose state Formik keeps. The API checks it too: what it refuses shows under the field.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    notes: 'Notes',
    nameRequired: 'Enter a first or last name',
    create: 'Create contact',
    created: 'Contact {{name}} created',
    open: 'Open {{name}}',
  },
  redux: {
    intro: 'Your profile, in a form whose state lives in a Redux Toolkit slice: each change is an action, saved with PATCH /api/profile.',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    bio: 'Bio',
    firstNameRequired: 'Enter your first name',
    save: 'Save profile',
    reset: 'Undo changes',
    saved: 'Profile saved',
    unchanged: 'No changes yet.',
    changes_one: '{{count}} change not saved',
    changes_other: '{{count}} changes not saved',
    state: 'The slice’s state',
  },
  editor: {
    lexicalIntro: 'Write a post for your team’s feed in Lexical, the maintained successor of Draft.js. The API sanitizes its HTML before it is stored.',
    quillIntro: 'Write a post for your team’s feed in Quill 2. The API sanitizes its HTML before it is stored.',
    label: 'Post',
    placeholder: 'Share news with your team…',
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    bulletList: 'Bulleted list',
    numberedList: 'Numbered list',
    link: 'Link',
    post: 'Post to the feed',
    required: 'Write something to post',
    tooLong: 'A post is at most {{max}} characters',
    posted: 'Posted to the feed',
    stored: 'As stored (sanitized)',
    openFeed: 'Open the feed',
  },
};

const es: Translations<typeof en>['es'] = {
  library: 'Hecho con {{library}}.',
  charts: {
    intro: 'Tus ventas de los últimos 30 días, del informe de ventas, dibujadas con ApexCharts.',
    trend: 'Ventas por día',
    thisPeriod: 'Últimos 30 días',
    previousPeriod: 'Los 30 días anteriores',
    tenders: 'Cobros por forma de pago',
    noTenders: 'No hubo pagos en estos 30 días.',
    tender: { cash: 'Efectivo', card: 'Tarjeta', check: 'Cheque', deposit: 'Depósito' },
    failed: 'No se pudo cargar el informe de ventas',
    summary: '{{sales}} en {{count}} ventas',
  },
  formik: {
    intro: 'Un contacto nuevo, en un formulario cuyo estado guarda Formik. La API también lo comprueba: lo que rechaza aparece bajo el campo.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    notes: 'Notas',
    nameRequired: 'Escribe un nombre o apellido',
    create: 'Crear contacto',
    created: 'Contacto {{name}} creado',
    open: 'Abrir {{name}}',
  },
  redux: {
    intro: 'Tu perfil, en un formulario cuyo estado vive en un slice de Redux Toolkit: cada cambio es una acción, guardada con PATCH /api/profile.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    phone: 'Teléfono',
    bio: 'Biografía',
    firstNameRequired: 'Escribe tu nombre',
    save: 'Guardar perfil',
    reset: 'Deshacer cambios',
    saved: 'Perfil guardado',
    unchanged: 'Aún no hay cambios.',
    changes_one: '{{count}} cambio sin guardar',
    changes_other: '{{count}} cambios sin guardar',
    state: 'El estado del slice',
  },
  editor: {
    lexicalIntro: 'Escribe una publicación para el equipo en Lexical, el sucesor mantenido de Draft.js. La API limpia su HTML antes de guardarlo.',
    quillIntro: 'Escribe una publicación para el equipo en Quill 2. La API limpia su HTML antes de guardarlo.',
    label: 'Publicación',
    placeholder: 'Comparte novedades con tu equipo…',
    toolbar: 'Formato',
    bold: 'Negrita',
    italic: 'Cursiva',
    underline: 'Subrayado',
    bulletList: 'Lista con viñetas',
    numberedList: 'Lista numerada',
    link: 'Enlace',
    post: 'Publicar en la actividad',
    required: 'Escribe algo para publicar',
    tooLong: 'Una publicación tiene como máximo {{max}} caracteres',
    posted: 'Publicado en la actividad',
    stored: 'Tal como se guardó (limpio)',
    openFeed: 'Abrir la actividad',
  },
};

/** Adds the `showcase` namespace (once): each showcase page's module calls it as it loads. */
export const registerShowcaseTexts = () => registerTranslations('showcase', { en, es });

declare module 'i18next' {
  interface ResourceNamespaceMap {
    showcase: typeof en;
  }
}
