import type { Translations } from '@frontdesk/shared';

// The asset pages' texts; merged into the `contacts` namespace as `assets` (src/i18n.ts).
const en = {
  form: {
    newTitle: 'New {{type}}',
    editTitle: 'Edit {{type}}',
    loading: 'Loading the form…',
    loadFailed: 'The form could not be loaded',
    typeNotFound: 'This asset type does not exist',
    assetNotFound: 'This asset does not exist',
    backToContact: 'Back to the contact',
    noFields: 'This type has no fields: give the asset a name.',
    name: 'Shown in lists as',
    nameHelp: 'How the asset shows in lists. Optional.',
    namePlaceholder: 'Leave empty to name it from its fields ({{example}})',
    namePlaceholderPlain: 'Leave empty to call it {{type}}',
    required: 'Enter the {{label}}',
    year: 'Enter a year from {{min}} to {{max}}',
    create: 'Add asset',
    save: 'Save changes',
    created: '{{name}} added',
    saved: '{{name}} saved',
    failed: 'The asset could not be saved. {{reason}}',
  },
  management: {
    title: 'Assets: {{type}}',
    asset: 'asset',
    add: 'Add {{type}}',
    empty: 'No assets of this type ({{type}}) for this customer yet.',
  },
};

const es: Translations<typeof en>['es'] = {
  form: {
    newTitle: 'Nuevo: {{type}}',
    editTitle: 'Editar: {{type}}',
    loading: 'Cargando el formulario…',
    loadFailed: 'No se pudo cargar el formulario',
    typeNotFound: 'Este tipo de activo no existe',
    assetNotFound: 'Este activo no existe',
    backToContact: 'Volver al contacto',
    noFields: 'Este tipo no tiene campos: dale un nombre al activo.',
    name: 'Se muestra en las listas como',
    nameHelp: 'Cómo aparece el activo en las listas. Opcional.',
    namePlaceholder: 'Déjalo vacío para nombrarlo con sus campos ({{example}})',
    namePlaceholderPlain: 'Déjalo vacío para llamarlo {{type}}',
    required: 'Escribe: {{label}}',
    year: 'Escribe un año de {{min}} a {{max}}',
    create: 'Añadir activo',
    save: 'Guardar cambios',
    created: '{{name}} añadido',
    saved: '{{name}} guardado',
    failed: 'No se pudo guardar el activo. {{reason}}',
  },
  management: {
    title: 'Activos: {{type}}',
    asset: 'activo',
    add: 'Añadir: {{type}}',
    empty: 'Este cliente aún no tiene activos de este tipo ({{type}}).',
  },
};

export const assetsTexts: Translations<typeof en> = { en, es };
