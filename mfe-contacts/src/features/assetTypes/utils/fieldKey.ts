import type { AssetField } from '@frontdesk/shared';
import type { FieldRowOf } from '../../../common/fieldKey';

export { fieldKey, keyOfRow, toKeyedFields as toFields } from '../../../common/fieldKey';

/** A row of the field list editor: an existing field keeps its key (its assets' data uses it). */
export type FieldRow = FieldRowOf<AssetField['kind']>;
