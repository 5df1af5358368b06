import { contactImportHandler } from '../modules/contacts/imports';
import type { JobHandler } from './types';

/** Every job kind the API runs: a new kind's handler is added here (api/README.md, "Jobs"). */
export const jobHandlers: readonly JobHandler[] = [contactImportHandler];
