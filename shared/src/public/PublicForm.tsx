import { createContext, useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { usePublicToken } from '../ui/publicTheme';

/**
 * A public form's server-side refusals by field name. `setFields` is what `useFieldRefusals`
 * places a refused change's field errors with (the same call as antd's form instance), so a
 * public form and a signed-in one take a refusal the same way.
 */
export type PublicFormHandle<Values> = {
  setFields: (fields: { name: keyof Values & string; errors: string[] }[]) => void;
};

type Refusals = {
  /** the server's word on a field, until its value changes */
  refusalOf: (name: string) => string | null;
  forget: (name: string) => void;
};

type FormState<Values> = PublicFormHandle<Values> & Refusals;

export const RefusalsContext = createContext<Refusals | null>(null);

/** A public form's handle, for `useFieldRefusals` (pass it to the form as `form`). */
export function usePublicForm<Values>(): FormState<Values> {
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const setFields = useCallback<PublicFormHandle<Values>['setFields']>(
    (fields) => setRefusals((now) => ({ ...now, ...Object.fromEntries(fields.map((f) => [f.name, f.errors.join(' ')])) })),
    [],
  );
  const forget = useCallback(
    (name: string) => setRefusals((now) => (name in now ? Object.fromEntries(Object.entries(now).filter(([n]) => n !== name)) : now)),
    [],
  );
  return useMemo(() => ({ setFields, forget, refusalOf: (name: string) => refusals[name] ?? null }), [setFields, forget, refusals]);
}

type Props<Values> = {
  /** the checked values, by field name (every field of a public form is text) */
  onSubmit: (values: Values) => void;
  /** the change is on its way: every field and button waits */
  busy: boolean;
  /** the handle of `usePublicForm`, when the form shows the server's field refusals */
  form?: FormState<Values>;
  /** the form's accessible name, when the page has more than one */
  'aria-label'?: string;
  children: ReactNode;
};

/** The kit's class: its fields and buttons are styled under it. */
const KIT = 'frontdesk-public-form';

/**
 * A public page's form: the browser checks each field's constraints (required, type, length,
 * pattern, a field's own `validate`), and the fields say what is wrong in the user's language
 * (PublicField). Submitting with a field in error focuses it and sends nothing.
 */
export function PublicForm<Values extends Record<string, string>>({ onSubmit, busy, form, children, ...aria }: Props<Values>) {
  const token = usePublicToken();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    // every field in error hears its `invalid` event and shows its message
    if (!element.checkValidity()) {
      element.querySelector<HTMLInputElement>('input:invalid')?.focus();
      return;
    }
    const inputs = Array.from(element.querySelectorAll<HTMLInputElement>('input[name]'));
    onSubmit(Object.fromEntries(inputs.map((input) => [input.name, input.value])) as Values);
  };
  const css =
    `.${KIT} fieldset{border:0;margin:0;padding:0;min-width:0}` +
    `.${KIT} .field{margin-block-end:${token.marginLG}px}` +
    `.${KIT} label{display:block;padding-block-end:${token.paddingXS}px;color:${token.colorTextHeading}}` +
    `.${KIT} .control{display:flex;align-items:center;gap:${token.marginXXS}px;background:${token.colorBgContainer};border:1px solid ${token.colorBorder};border-radius:${token.borderRadius}px;transition:border-color ${token.motionDurationMid},box-shadow ${token.motionDurationMid}}` +
    `.${KIT} .control:hover{border-color:${token.colorPrimaryHover}}` +
    `.${KIT} .control:focus-within{border-color:${token.colorPrimary};box-shadow:0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}}` +
    `.${KIT} .control.invalid{border-color:${token.colorError}}` +
    `.${KIT} .control.invalid:focus-within{box-shadow:0 0 0 ${token.controlOutlineWidth}px ${token.colorErrorOutline}}` +
    `.${KIT} input{flex:1;min-width:0;font:inherit;color:${token.colorText};background:transparent;border:0;outline:0;min-height:${token.controlHeightLG - 2}px;padding-inline:${token.paddingSM - 1}px}` +
    `.${KIT} .reveal{font:inherit;font-size:${token.fontSizeSM}px;color:${token.colorLink};background:none;border:0;cursor:pointer;padding-inline:${token.paddingXS}px;min-height:${token.controlHeightSM}px}` +
    `.${KIT} .help{color:${token.colorTextDescription};padding-block-start:${token.paddingXXS}px}` +
    `.${KIT} .error{color:${token.colorError};padding-block-start:${token.paddingXXS}px}` +
    `.${KIT} .submit{width:100%;font:inherit;font-size:${token.fontSizeLG}px;min-height:${token.controlHeightLG}px;color:${token.buttonPrimaryColor};background:${token.colorPrimary};border:0;border-radius:${token.borderRadius}px;cursor:pointer}` +
    `.${KIT} .submit:hover{background:${token.colorPrimaryHover}}` +
    `.${KIT} .submit:active{background:${token.colorPrimaryActive}}` +
    `.${KIT} .secondary{width:100%;font:inherit;min-height:${token.controlHeightLG}px;margin-block-start:${token.marginSM}px;color:${token.colorText};background:${token.colorBgContainer};border:1px solid ${token.colorBorder};border-radius:${token.borderRadius}px;cursor:pointer}` +
    `.${KIT} .secondary:hover{color:${token.colorPrimaryHover};border-color:${token.colorPrimaryHover}}` +
    `.${KIT} :focus-visible{outline:${token.lineWidthFocus}px solid ${token.colorPrimaryBorder};outline-offset:1px}` +
    `.${KIT} input:focus-visible{outline:0}` +
    `.${KIT} :disabled{cursor:not-allowed;opacity:.65}`;
  return (
    <form className={KIT} noValidate onSubmit={submit} aria-busy={busy || undefined} {...aria}>
      <style>{css}</style>
      <RefusalsContext.Provider value={form ?? null}>
        <fieldset disabled={busy}>{children}</fieldset>
      </RefusalsContext.Provider>
    </form>
  );
}
