import { formatPhone, type Contact, type ContactInput, type ContactSource } from '@frontdesk/shared';
import { CONTACT_FIELDS } from '../../../common/contactFields';

/** The contact form's fields (named as ContactInput's, so the server's field errors land on them). */
export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  tags: string[];
  source?: ContactSource;
  marketingConsent: boolean;
  image_32x32: string;
};

export const FORM_FIELDS: readonly (keyof ContactFormValues)[] = CONTACT_FIELDS;

export const isFormField = (name: string): name is keyof ContactFormValues => (FORM_FIELDS as readonly string[]).includes(name);

export const blankContact: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  notes: '',
  tags: [],
  marketingConsent: false,
  image_32x32: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_RULE = /^https?:\/\/\S+$/;

/** The server's email rule, checked here first. */
export const isEmail = (text: string) => EMAIL.test(text.trim());
/** An avatar is an http(s) address. */
export const isWebAddress = (text: string) => URL_RULE.test(text.trim());

/** A phone as typed, as its digits: punctuation goes, and a leading US country code 1 (as the server does). */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** An empty phone is fine; any other must have 10 digits. */
export const isPhone = (text: string) => !text.trim() || phoneDigits(text).length === 10;

/** A stored contact as the form shows it (the phone formatted). */
export function toFormValues(contact: Contact): ContactFormValues {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: formatPhone(contact.phone),
    address: contact.address,
    notes: contact.notes,
    tags: contact.tags,
    source: contact.source,
    marketingConsent: contact.marketingConsent,
    image_32x32: contact.image_32x32,
  };
}

/** What the form sends: text trimmed, the phone as digits, a source only when one is chosen. */
export function toContactInput(values: ContactFormValues): ContactInput {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    phone: phoneDigits(text(values.phone)),
    address: text(values.address),
    notes: text(values.notes),
    tags: (values.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
    ...(values.source ? { source: values.source } : {}),
    marketingConsent: Boolean(values.marketingConsent),
    image_32x32: text(values.image_32x32),
  };
}
