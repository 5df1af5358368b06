import type { VisitorVerification } from '@frontdesk/shared';
import {
  PublicAlert,
  PublicButton,
  PublicField,
  PublicForm,
  useFieldRefusals,
  usePublicForm,
  usePublicMutation,
  usePublicToken,
} from '@frontdesk/shared/public';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minutesAndSeconds, useCountdown } from '../hooks/useCountdown';

type CodeValues = { code: string };

type Props<T> = {
  /** the code mailed: where it went, when a new one may be asked */
  verification: VisitorVerification;
  /** what entering it does, where it went included ("We sent a 6-digit code to … Enter it to book this time.") */
  sentText: string;
  /** the submit's words ("Book", "Join the waitlist"), and its words while the code is checked */
  submit: string;
  checking: string;
  verify: (code: string) => Promise<T>;
  resend: () => Promise<VisitorVerification>;
  onVerified: (result: T) => void;
  /** a refusal the page answers itself (the hold ran out, the day has free time after all) */
  onFailure?: (error: unknown) => void;
  /** back to the details, to send them to another address */
  onOtherEmail: () => void;
};

/**
 * The email code step (issue 31 §6): the visitor proves the address is theirs before a hold is
 * booked or a waitlist place counts. The code's field takes the phone's one-time-code suggestion
 * and the number pad; a wrong code is told under it with the tries left; a new code may be asked
 * once the wait since the last is over (the wait is shown, not announced each second).
 */
export function EmailCode<T>({ verification, sentText, submit, checking, verify, resend, onVerified, onFailure, onOtherEmail }: Props<T>) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  const form = usePublicForm<CodeValues>();
  const [current, setCurrent] = useState(verification);
  const wait = useCountdown(current.resendAt);
  const check = usePublicMutation({
    mutationFn: ({ code }: CodeValues) => verify(code.replace(/\s/g, '')),
    onSuccess: onVerified,
    onError: (error) => onFailure?.(error),
  });
  const again = usePublicMutation<VisitorVerification, void>({
    mutationFn: () => resend(),
    onSuccess: setCurrent,
  });
  const refusal = useFieldRefusals(form, check, (field) => (field === 'code' ? 'code' : null));
  return (
    <>
      <p style={{ marginBlock: `0 ${token.marginLG}px` }}>{sentText}</p>
      <PublicAlert>{refusal ?? again.errorText}</PublicAlert>
      {again.data ? (
        <p role="status" style={{ marginBlock: `0 ${token.marginSM}px` }}>
          {t('book.code.resent', { email: current.email })}
        </p>
      ) : null}
      <PublicForm<CodeValues> form={form} busy={check.busy || again.busy} onSubmit={check.mutate} aria-label={t('book.code.title')}>
        <PublicField
          name="code"
          label={t('book.code.label')}
          help={t('book.code.help')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{3} ?[0-9]{3}"
          maxLength={7}
          autoFocus
          messages={{ pattern: t('book.code.pattern') }}
        />
        <PublicButton busy={check.busy}>{check.busy ? checking : submit}</PublicButton>
        {wait > 0 ? (
          // in the place of the button it becomes, so nothing moves when it does
          <p
            style={{
              marginBlock: `${token.marginSM}px 0`,
              minHeight: token.controlHeightLG,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              color: token.colorTextSecondary,
            }}
          >
            {t('book.code.wait', { time: minutesAndSeconds(wait) })}
          </p>
        ) : (
          <PublicButton busy={again.busy} onClick={() => again.mutate()}>
            {again.busy ? t('book.code.resending') : t('book.code.resend')}
          </PublicButton>
        )}
        <PublicButton onClick={onOtherEmail}>{t('book.code.otherEmail')}</PublicButton>
      </PublicForm>
    </>
  );
}
