import type { AssetField } from '../db/schema';
import type { FormTemplateInput } from '../modules/forms/schemas';

// The demo business's facts, which its seed (seed.ts, seedSales.ts) and the tests share. It is
// created on first start (documented in the README): its admin login is seeded data, not a secret.
// Contacts are invented from the lists below, with 555 phone numbers.
export const DEMO_EMAIL = 'demo@frontdesk.app';
export const DEMO_PASSWORD = 'frontdesk-demo';
export const DEMO_BUSINESS = 'Frontdesk Demo Detailing & Grooming';
export const DEMO_REGISTER = 'Front Desk';
export const DEMO_CONTACTS = 240;

/** The demo asset types' own fields (a new type is defined by its admin). */
export const VEHICLE_FIELDS: AssetField[] = [
  { key: 'year', label: 'Year', kind: 'year', required: false },
  { key: 'make', label: 'Make', kind: 'text', required: true },
  { key: 'model', label: 'Model', kind: 'text', required: true },
  { key: 'plate', label: 'Plate', kind: 'text', required: false },
];
export const PET_FIELDS: AssetField[] = [
  { key: 'pet_name', label: "Pet's name", kind: 'text', required: true },
  { key: 'species', label: 'Species', kind: 'text', required: true },
  { key: 'breed', label: 'Breed', kind: 'text', required: false },
  { key: 'weight', label: 'Weight (lb)', kind: 'number', required: false },
];

const FIRST = [
  'Ava',
  'Ben',
  'Carla',
  'Diego',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Iris',
  'Jonah',
  'Keiko',
  'Luis',
  'Maya',
  'Nils',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
];
const LAST = ['Alvarez', 'Brook', 'Castillo', 'Dunn', 'Ellery', 'Fischer', 'Garza', 'Holm', 'Ibarra', 'Jensen', 'Kovac'];

/** The n-th demo contact (deterministic, so tests and docs can name one). */
export function demoContact(n: number) {
  const first = FIRST[n % FIRST.length] as string;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length] as string;
  const suffix = n >= FIRST.length * LAST.length ? String(Math.floor(n / (FIRST.length * LAST.length)) + 1) : '';
  return {
    first_name: first,
    last_name: `${last}${suffix}`,
    email: `${first}.${last}${suffix}@example.com`.toLowerCase(),
    phone: `555${String(1000000 + n * 7919).slice(-7)}`,
  };
}

/** The demo business's form: an intake and consent form the desk hands to a customer on the signpad (issue 34 §9). */
export const DEMO_FORM = {
  name: 'Intake and consent',
  intro:
    'Welcome! Before your first visit, please tell us a little about yourself and your pet or vehicle, read our terms and sign below. Your answers stay with your record at the shop.',
  fields: [
    { key: 'emergency_contact', label: 'Emergency contact (name and phone)', kind: 'text', required: true },
    { key: 'allergies', label: 'Allergies, health notes or anything we should know', kind: 'long_text', required: false },
    { key: 'last_visit', label: 'Date of your last service elsewhere', kind: 'date', required: false },
    { key: 'photos', label: 'You may take photos of the work for your record', kind: 'checkbox', required: false },
    { key: 'terms', label: 'I have read and agree to the terms of service and the cancellation policy', kind: 'checkbox', required: true },
  ],
} as const satisfies FormTemplateInput;
