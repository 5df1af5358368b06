import { Type, type Static } from '@sinclair/typebox';
import { FieldKey } from '../../lib/keyedFields';

// Issue #4: asset types (managed by an admin, each with its own fields) and assets per contact.

export const AssetFieldKind = Type.Union([Type.Literal('text'), Type.Literal('number'), Type.Literal('year')]);
export const AssetField = Type.Object({
  /** the key in an asset's data: lower-case letters, digits and _ */
  key: FieldKey,
  label: Type.String({ minLength: 1, maxLength: 60 }),
  kind: AssetFieldKind,
  required: Type.Boolean(),
});
export type AssetField = Static<typeof AssetField>;

/** An asset type with its fields (user_info's settings.asset_types carries id, type_name, bookable). */
export const AssetTypeDetail = Type.Object({
  id: Type.String(),
  type_name: Type.String(),
  bookable: Type.Boolean(),
  fields: Type.Array(AssetField),
  /** how many assets of this type exist (a type in use cannot be deleted) */
  assetCount: Type.Integer(),
});
export type AssetTypeDetail = Static<typeof AssetTypeDetail>;
export const AssetTypeList = Type.Object({ items: Type.Array(AssetTypeDetail) });
export type AssetTypeList = Static<typeof AssetTypeList>;

/** POST /api/asset-types, PATCH /api/asset-types/{assetTypeId} (admins only; PATCH: every field optional) */
export const AssetTypeInput = Type.Object(
  {
    type_name: Type.String({ minLength: 1, maxLength: 100 }),
    bookable: Type.Boolean(),
    fields: Type.Array(AssetField, { maxItems: 30 }),
  },
  { additionalProperties: false },
);
export type AssetTypeInput = Static<typeof AssetTypeInput>;
export const AssetTypePatch = Type.Partial(AssetTypeInput, { additionalProperties: false });
export type AssetTypePatch = Static<typeof AssetTypePatch>;
export const AssetTypeParams = Type.Object({ assetTypeId: Type.String({ format: 'uuid' }) });
export type AssetTypeParams = Static<typeof AssetTypeParams>;

export const Asset = Type.Object({
  id: Type.String(),
  contactId: Type.String(),
  assetTypeId: Type.String(),
  typeName: Type.String(),
  /** shown in lists: e.g. "2019 Toyota Corolla" or "Biscuit" */
  name: Type.String(),
  /** the type's fields: key → value (numbers for number and year fields) */
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Asset = Static<typeof Asset>;
export const AssetList = Type.Object({ items: Type.Array(Asset) });
export type AssetList = Static<typeof AssetList>;

/**
 * POST /api/contacts/{contactId}/assets, PATCH /api/assets/{assetId}. `data` is checked against the
 * type's fields (required ones present, numbers and years as numbers); `name` defaults to the
 * type's first fields joined ("2019 Toyota Corolla").
 */
export const AssetInput = Type.Object(
  {
    assetTypeId: Type.String({ format: 'uuid' }),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    data: Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 200 }), Type.Number()])),
  },
  { additionalProperties: false },
);
export type AssetInput = Static<typeof AssetInput>;
export const AssetPatch = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    data: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 200 }), Type.Number()]))),
  },
  { additionalProperties: false },
);
export type AssetPatch = Static<typeof AssetPatch>;
export const AssetParams = Type.Object({ assetId: Type.String({ format: 'uuid' }) });
export type AssetParams = Static<typeof AssetParams>;
