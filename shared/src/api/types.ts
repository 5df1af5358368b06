// The frontend's view of the API: every type here is derived from the api package's schemas,
// the one source of truth (api/src/modules/*/schemas.ts). Never write a response shape by hand.
export type {
  AccountUser,
  AssetType,
  Contact,
  ContactSearchHit,
  ContactSearchResult,
  LoginBody,
  LoginFailure,
  LoginSuccess,
  SignpadState,
  SignupBody,
  TokenLoginSuccess,
  UserInfo,
  UserSettings,
} from '@frontdesk/api/schemas';
