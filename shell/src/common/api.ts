import {
  api,
  csrfToken,
  i18n,
  queryOptions,
  sessionStore,
  statusOf,
  type SignFormInput,
  type SignedFormSummary,
  type SignpadForm,
  type SignpadState,
} from '@frontdesk/shared';

/**
 * Signpad mode (api/README.md, docs/decisions/0006): the desk's screen is handed to a customer to
 * sign forms. The server then refuses every call of the session (403) but its user_info, the token
 * restore and the way out, which takes the staff member's password. The account menu switches to
 * it, the signpad panel leaves it.
 */

/** POST /profile/switch_to_signpad: a form with the CSRF token (the client adds the header too). */
export async function switchToSignpad(): Promise<SignpadState> {
  const body = new URLSearchParams({ csrfmiddlewaretoken: csrfToken() ?? '' });
  return api.post('profile/switch_to_signpad', { body }).json<SignpadState>();
}

/**
 * POST /profile/exit_signpad with the staff member's password; 403 when it is wrong. The fifth wrong
 * one ends the session (401): the app is signed out already (the client's 401 rule), and the staff
 * member is told why on the sign-in page.
 */
export async function exitSignpad(password: string): Promise<SignpadState> {
  try {
    return await api.post('profile/exit_signpad', { json: { password } }).json<SignpadState>();
  } catch (error) {
    if (statusOf(error) === 401) sessionStore.signOut(i18n.t('shell:signpad.signedOut'));
    throw error;
  }
}

/** GET /api/signpad/form: the form waiting on this screen (null: none waits), as the customer reads it. */
export const signpadFormQuery = () =>
  queryOptions({ queryKey: ['signpad-form'], queryFn: () => api.get('api/signpad/form').json<SignpadForm>(), staleTime: Infinity });

/** POST /api/signpad/form: the waiting form filled and signed → 201 the signed form; 409 when none waits any more. */
export const signWaitingForm = (input: SignFormInput) => api.post('api/signpad/form', { json: input }).json<SignedFormSummary>();
