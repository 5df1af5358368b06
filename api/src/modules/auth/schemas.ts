import { Type, type Static } from '@sinclair/typebox';

// Spec §7 and §3: the shapes of the session calls. The frontend's types are derived from these.

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginSuccess = Type.Object({ csrfmiddlewaretoken: Type.String() });
export type LoginSuccess = Static<typeof LoginSuccess>;

export const LoginFailure = Type.Object({
  data: Type.Object({ errors: Type.Array(Type.String()) }),
});
export type LoginFailure = Static<typeof LoginFailure>;

export const AssetType = Type.Object({
  id: Type.String(),
  type_name: Type.String(),
  bookable: Type.Boolean(),
});
export type AssetType = Static<typeof AssetType>;

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('staff')]);

export const AccountUser = Type.Object({
  id: Type.String(),
  avatar: Type.String(),
  bio: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: Role,
  can_switch_to_signpad: Type.Boolean(),
});
export type AccountUser = Static<typeof AccountUser>;

export const UserSettings = Type.Object({
  asset_types: Type.Record(Type.String(), AssetType),
  register: Type.String(),
});
export type UserSettings = Static<typeof UserSettings>;

export const UserInfo = Type.Intersect([AccountUser, Type.Object({ settings: UserSettings })]);
export type UserInfo = Static<typeof UserInfo>;
