import { useContext, useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalsContext } from './PublicForm';

export type PublicFieldProps = {
  name: string;
  label: ReactNode;
  /** a line under the field saying what it wants ("At least 10 characters") */
  help?: ReactNode;
  /**
   * What to say when a constraint fails, where the common words do not fit the field; by default
   * an empty required field, a malformed email, a too-short value and a pattern mismatch get the
   * platform's field errors (common:fieldErrors).
   */
  messages?: { required?: string; email?: string; tooShort?: string; pattern?: string };
  /** a rule the input's attributes cannot say: the message when `value` breaks it, null when it holds */
  validate?: (value: string) => string | null;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'required' | 'minLength' | 'maxLength' | 'pattern' | 'autoComplete' | 'inputMode' | 'autoFocus' | 'defaultValue'
>;

/**
 * One field of a PublicForm: its label, the input, a help line, and what is wrong with it in the
 * user's language, tied to the input (aria-invalid, aria-describedby). It is checked when the form
 * is submitted, then again as the user corrects it; the server's refusal of it shows until it
 * changes. A password field has a Show / Hide button.
 */
export function PublicField({ name, label, help, messages = {}, validate, type = 'text', ...input }: PublicFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const refusals = useContext(RefusalsContext);
  const [problem, setProblem] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const error = problem ?? refusals?.refusalOf(name) ?? null;

  /**
   * The rules the browser does not check as the form wants: an email's domain, a too-short value
   * (the browser counts one only once the user has typed it) and the field's own `validate`. Kept as the input's custom
   * validity, so the form's `checkValidity` counts them.
   */
  const ruleBroken = (value: string): string | null => {
    if (!value) return null;
    // the browser takes `ana@example`; the api wants a dot in the domain (api: EMAIL)
    if (type === 'email' && !/@[^@]+\.[^@.]+$/.test(value)) return messages.email ?? t('fieldErrors.invalid_email');
    if (input.minLength !== undefined && value.length < input.minLength) {
      return messages.tooShort ?? t('fieldErrors.too_short', { limit: input.minLength });
    }
    return validate?.(value) ?? null;
  };
  const applyRules = (element: HTMLInputElement) => element.setCustomValidity(ruleBroken(element.value) ?? '');
  useEffect(() => {
    if (ref.current) applyRules(ref.current);
  });

  const messageOf = ({ validity, validationMessage }: HTMLInputElement): string | null => {
    if (validity.valid) return null;
    if (validity.valueMissing) return messages.required ?? t('fieldErrors.required');
    if (validity.typeMismatch && type === 'email') return messages.email ?? t('fieldErrors.invalid_email');
    if (validity.patternMismatch) return messages.pattern ?? t('fieldErrors.invalid_format');
    if (validity.customError) return validationMessage;
    return t('fieldErrors.invalid_format');
  };

  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={error ? 'control invalid' : 'control'}>
        <input
          ref={ref}
          id={id}
          name={name}
          type={type === 'password' && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onInvalid={(event) => {
            // the browser's own bubble would speak the browser's language: the field speaks instead
            event.preventDefault();
            setProblem(messageOf(event.currentTarget));
          }}
          onInput={(event) => {
            const element = event.currentTarget;
            applyRules(element);
            refusals?.forget(name);
            // once told, a problem is re-checked as the user corrects it
            if (problem) setProblem(messageOf(element));
          }}
          {...input}
          // a too-short value is the form's rule (ruleBroken)
          minLength={undefined}
        />
        {type === 'password' ? (
          <button
            type="button"
            className="reveal"
            aria-controls={id}
            aria-label={revealed ? t('form.hidePassword') : t('form.showPassword')}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? t('form.hide') : t('form.show')}
          </button>
        ) : null}
      </div>
      {help ? (
        <div id={helpId} className="help">
          {help}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
