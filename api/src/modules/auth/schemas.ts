import { Type, type Static } from '@sinclair/typebox';
import { MAX_EMAIL_LENGTH } from '../../http/inputRules';

// Spec §7 and §3: the shapes of the session calls. The frontend's types are derived from these.

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: MAX_EMAIL_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginSuccess = Type.Object({ csrfmiddlewaretoken: Type.String() });
export type LoginSuccess = Static<typeof LoginSuccess>;

/** A refused login or sign-up (spec §7): the messages to show, in `data.errors`. */
export const LoginFailure = Type.Object({
  data: Type.Object({ errors: Type.Array(Type.String()) }),
});
export type LoginFailure = Static<typeof LoginFailure>;

/** Sign-up behind /register: a new business and its admin, signed in at once. */
export const SignupBody = Type.Object(
  {
    businessName: Type.String({ maxLength: 200 }),
    firstName: Type.String({ maxLength: 100 }),
    lastName: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: MAX_EMAIL_LENGTH }),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBody>;

/** The login-with-token call (session restore): the stored token, checked against the session cookie. */
export const TokenLoginBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type TokenLoginBody = Static<typeof TokenLoginBody>;

export const CsrfToken = Type.Object({ csrfmiddlewaretoken: Type.String() });
export type CsrfToken = Static<typeof CsrfToken>;

/** Leaving signpad mode takes the staff member's password: a customer at the desk cannot. */
export const ExitSignpadBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });
export type ExitSignpadBody = Static<typeof ExitSignpadBody>;

export const SessionModeSchema = Type.Union([Type.Literal('staff'), Type.Literal('signpad')]);
export const SignpadState = Type.Object({ mode: SessionModeSchema });
export type SignpadState = Static<typeof SignpadState>;

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

export const UserInfo = Type.Intersect([
  AccountUser,
  // mode: 'signpad' while the session is in signpad mode (POST /profile/switch_to_signpad)
  Type.Object({ settings: UserSettings, mode: SessionModeSchema }),
]);
export type UserInfo = Static<typeof UserInfo>;

/** The login-with-token answer: a fresh CSRF token and the user, in one round trip. */
export const TokenLoginSuccess = Type.Object({ csrfmiddlewaretoken: Type.String(), user: UserInfo });
export type TokenLoginSuccess = Static<typeof TokenLoginSuccess>;
