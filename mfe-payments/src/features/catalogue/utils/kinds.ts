import type { CatalogueKind } from '@frontdesk/shared';

/** What a catalogue item is, in the order the form and the filter offer them. */
export const CATALOGUE_KINDS = ['service', 'product'] as const satisfies readonly CatalogueKind[];
