// @frontdesk/shared — the headless core every package uses (no antd here; see ./ui).
export * from './routes/routeTable';
export * from './routes/resolveRoute';
export * from './bus/events';
export { bus } from './bus/bus';
export * from './settings/settingsStore';
export * from './session/sessionStore';
export {
  acceptInvitation,
  checkAccountLink,
  confirmPasswordReset,
  linkToken,
  login,
  logout,
  reloadUser,
  requestPasswordReset,
  restoreSession,
  signup,
  switchUser,
  updateProfile,
  type AccountLinkKind,
} from './auth/auth';
export { api, createApiClient } from './api/client';
export { isHTTPError } from 'ky';
export { csrfToken, CSRF_COOKIE, CSRF_COOKIE_PREFIX, CSRF_HEADER } from './api/csrf';
export { IDEMPOTENCY_HEADER } from './api/idempotency';
export { forgetAttempt, rememberedAttempt, type RememberedAttempt } from './api/rememberedAttempt';
export { searchParamsOf } from './api/searchParams';
export type * from './types/api';
export { i18n, registerTranslations, type Translations } from './i18n/i18n';
export * from './format';
export * from './data';
export { statusOf, problemOf, failureCodeOf, isNotFound, errorText, fieldErrorText, fieldErrorTexts } from './api/problem';
export * from './config/runtimeConfig';
export { loadRuntimeConfig, readConfigFile } from './config/loadRuntimeConfig';
export { reportPageView } from './analytics/analytics';
export { navigateTo } from './navigation/navigate';
export { useStore } from './hooks/useStore';
export { useSettings } from './hooks/useSettings';
export { useIsAdmin, useSession } from './hooks/useSession';
export { useRuntimeConfig } from './hooks/useRuntimeConfig';
export { mediaQueries, useMediaQuery } from './hooks/useMediaQuery';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useUnsavedDraft } from './hooks/useUnsavedDraft';
export { SEARCH_DEBOUNCE_MS } from './hooks/searchDebounce';
export { useAddressSearch } from './hooks/useAddressSearch';
export { useUrlFilters, type FilterChoices, type UrlFilters } from './hooks/useUrlFilters';
export { searchContacts, contactSearchQuery, type ContactHit } from './contactSearch/api';
export { useContactSearch } from './contactSearch/useContactSearch';
export { createPost, FEED_KEY } from './social/posts';
export { bookingSettingsQuery, staffQuery } from './bookings/api';
export { useDepositPolicyText, type DepositPolicyFacts } from './bookings/depositPolicy';
export { useAssetTexts } from './bookings/assetTexts';
export { useBusinessDay, useBusinessRange, type BusinessDay } from './business/useBusinessDay';
export { imageToSend } from './images/imageToSend';
export { EMBED_HEIGHT_MESSAGE } from './embedded/embedded';
