import { CONTACT_FIELDS, type ContactField } from '../../../common/contactFields';

/** The contact fields a CSV column can fill: every one but the picture (ContactInput's names). */
export type ImportField = Exclude<ContactField, 'image_32x32'>;
/** What one column becomes: a field, or nothing. */
export type ColumnTarget = ImportField | 'skip';

export const IMPORT_FIELDS: readonly ImportField[] = CONTACT_FIELDS.filter((field): field is ImportField => field !== 'image_32x32');

/** Header names (lower-case letters and digits only) taken to mean a field, English and Spanish. */
const SYNONYMS: Record<ImportField, string[]> = {
  firstName: ['firstname', 'first', 'fname', 'givenname', 'forename', 'nombre', 'nombres', 'name'],
  lastName: ['lastname', 'last', 'lname', 'surname', 'familyname', 'apellido', 'apellidos'],
  email: ['email', 'emailaddress', 'mail', 'correo', 'correoelectronico', 'emails'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'mobilephone', 'cell', 'cellphone', 'telefono', 'movil', 'celular'],
  address: ['address', 'streetaddress', 'street', 'fulladdress', 'direccion', 'domicilio'],
  notes: ['notes', 'note', 'comments', 'comment', 'notas', 'nota', 'comentarios'],
  tags: ['tags', 'tag', 'labels', 'etiquetas', 'etiqueta'],
  source: ['source', 'leadsource', 'origin', 'channel', 'origen', 'fuente'],
  marketingConsent: [
    'marketingconsent',
    'consent',
    'marketing',
    'optin',
    'emailoptin',
    'acceptsmarketing',
    'acceptsemailmarketing',
    'subscribed',
    'consentimiento',
  ],
};

/** "First Name", "first_name", "FIRST-NAME" → "firstname"; accents dropped ("Teléfono" → "telefono"). */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The field a header names, if it names one. */
export function guessField(header: string): ImportField | undefined {
  const name = normalizeHeader(header);
  if (!name) return undefined;
  return IMPORT_FIELDS.find((field) => SYNONYMS[field].includes(name));
}

/** A target per column from the headers; a field goes to the first column naming it, the rest skip. */
export function guessMapping(headers: string[]): ColumnTarget[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = guessField(header);
    if (!field || taken.has(field)) return 'skip';
    taken.add(field);
    return field;
  });
}

export const isImportField = (name: string): name is ImportField => (IMPORT_FIELDS as readonly string[]).includes(name);
