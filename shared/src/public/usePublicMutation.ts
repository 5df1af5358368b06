import { useState } from 'react';
import { attemptKey, type AttemptKey } from '../api/idempotency';
import { errorText, fieldErrorTexts } from '../api/problem';

export type PublicMutationOptions<TData, TVariables> = {
  /** the call; with `idempotent`, `idempotencyKey` is this attempt's (send it as Idempotency-Key) */
  mutationFn: (variables: TVariables, context: { idempotencyKey: string }) => Promise<TData>;
  /** the call moves money: one key per attempt, kept through lost answers (`attemptKey`) */
  idempotent?: boolean;
  /** after the call succeeded: the page moves on (the next step, the answer shown) */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /**
   * after the call failed: a refusal the page answers itself (a time taken meanwhile, a hold run
   * out); the failure's texts are the mutation's all the same
   */
  onError?: (error: unknown, variables: TVariables) => void;
};

export type PublicMutation<TData, TVariables> = {
  mutate: (variables: TVariables) => void;
  /** on its way: the form waits, its button says so */
  busy: boolean;
  /** the answer of the last call that succeeded */
  data: TData | undefined;
  /** the last call's failure, null after a success or while a call is on its way */
  error: unknown;
  /** the variables of the call on its way, or of the last one */
  variables: TVariables | undefined;
  /** the failure in the user's language, or null */
  errorText: string | null;
  /** the refusal's texts per field, or null (for `useFieldRefusals`) */
  fieldErrors: Record<string, string> | null;
};

type State<TData, TVariables> = { busy: boolean; data: TData | undefined; error: unknown; variables: TVariables | undefined };

/**
 * A public page's change (pay, book) on its own site: useApiMutation's contract (busy, the
 * failure's texts, one Idempotency-Key per attempt) without TanStack Query, which does not fit
 * the page's budget (decision 0023). The page tells the failure itself: there is no toast here.
 * What follows an answer is `onSuccess` / `onError`, never a try/catch inside `mutationFn`.
 */
export function usePublicMutation<TData, TVariables>({
  mutationFn,
  idempotent = false,
  onSuccess,
  onError,
}: PublicMutationOptions<TData, TVariables>): PublicMutation<TData, TVariables> {
  const [key] = useState<AttemptKey>(attemptKey);
  const [state, setState] = useState<State<TData, TVariables>>({ busy: false, data: undefined, error: null, variables: undefined });
  const mutate = (variables: TVariables) => {
    setState({ busy: true, data: undefined, error: null, variables });
    mutationFn(variables, { idempotencyKey: idempotent ? key.current() : '' }).then(
      (data) => {
        key.settled(null);
        setState({ busy: false, data, error: null, variables });
        onSuccess?.(data, variables);
      },
      (error: unknown) => {
        key.settled(error);
        setState({ busy: false, data: undefined, error, variables });
        onError?.(error, variables);
      },
    );
  };
  return {
    ...state,
    mutate,
    errorText: state.error ? errorText(state.error) : null,
    fieldErrors: state.error ? fieldErrorTexts(state.error) : null,
  };
}
