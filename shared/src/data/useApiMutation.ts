import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { attemptKey } from '../api/idempotency';
import { forgetAttempt, rememberAttempt } from '../api/rememberedAttempt';
import { errorText, fieldErrorTexts, statusOf } from '../api/problem';
import { bus } from '../bus/bus';

/** What a mutation's call gets besides its variables. */
export type MutationContext = {
  /** with `idempotent`: this attempt's key, the same for every retry of it (send it as Idempotency-Key) */
  idempotencyKey: string;
};

export type ApiMutationOptions<TData, TVariables> = {
  mutationFn: (variables: TVariables, context: MutationContext) => Promise<TData>;
  /**
   * The call moves money: it gets an Idempotency-Key that stays the same until the server keeps an
   * answer to it (a success or a decline), so a retry after a lost answer cannot charge twice.
   */
  idempotent?: boolean;
  /**
   * With `idempotent`: the attempt's key is kept in the tab under this name while the call is on
   * its way, so a page reloaded meanwhile can ask what became of it (`rememberedAttempt`).
   */
  remember?: string;
  /** queries whose data the change makes stale (prefixes: `['contacts']` covers every contact query) */
  invalidates?: QueryKey[] | ((data: TData, variables: TVariables) => QueryKey[]);
  /** the toast after success, already translated (none when absent) */
  successMessage?: string | ((data: TData, variables: TVariables) => string);
  /**
   * The toast after a failure: the failure's own translated text by default. `'fields'`: no toast
   * when the refusal is about fields (the form shows them under each field), else the text.
   * `false`: none (the caller shows the failure itself).
   */
  failureToast?: 'always' | 'fields' | false;
  /** the failure toast's text when the action has its own words (spec: 'Unable to logout'); translated */
  failureMessage?: string;
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
  /** after a failure, besides the toast (a refusal that says the data changed: load it again) */
  onError?: (error: unknown, variables: TVariables) => void;
};

export type ApiMutation<TData, TVariables> = UseMutationResult<TData, unknown, TVariables> & {
  /** a request is on its way: disable the form, show the button's spinner */
  busy: boolean;
  /** the last failure in the user's language, or null */
  errorText: string | null;
  /** the last refusal's texts per field, or null */
  fieldErrors: Record<string, string> | null;
};

/**
 * The platform's one way to change data: owns the busy state, the success and failure toasts
 * (through the bus, so the shell shows one at a time), invalidation of what the change made stale,
 * and the failure's text in the user's language.
 */
export function useApiMutation<TData, TVariables = void>(options: ApiMutationOptions<TData, TVariables>): ApiMutation<TData, TVariables> {
  const client = useQueryClient();
  const { mutationFn, idempotent = false, remember, invalidates, successMessage, failureToast = 'always', failureMessage, onSuccess, onError } = options;
  const [key] = useState(attemptKey);
  const mutation = useMutation<TData, unknown, TVariables>({
    mutationFn: (variables) => {
      const idempotencyKey = idempotent ? key.current() : '';
      if (remember && idempotent) rememberAttempt(remember, idempotencyKey);
      return mutationFn(variables, { idempotencyKey });
    },
    // an answer the server kept is final for its key: the next attempt is a new one
    onSettled: (_data, error) => {
      // an answer came: this page knows what became of the call (no answer, a lost connection or
      // a page going away, leaves it remembered: what became of it is not known)
      if (remember && (!error || statusOf(error) !== undefined)) forgetAttempt(remember);
      key.settled(error);
    },
    onSuccess: async (data, variables) => {
      const keys = typeof invalidates === 'function' ? invalidates(data, variables) : (invalidates ?? []);
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      const message = typeof successMessage === 'function' ? successMessage(data, variables) : successMessage;
      if (message) bus.emit({ type: 'notify', level: 'success', message });
      await onSuccess?.(data, variables);
    },
    onError: (error, variables) => {
      onError?.(error, variables);
      if (failureToast === false) return;
      if (failureToast === 'fields' && fieldErrorTexts(error)) return;
      bus.emit({ type: 'notify', level: 'error', message: failureMessage ?? errorText(error) });
    },
  });
  return {
    ...mutation,
    busy: mutation.isPending,
    errorText: mutation.isError ? errorText(mutation.error) : null,
    fieldErrors: mutation.isError ? fieldErrorTexts(mutation.error) : null,
  };
}
