import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { ApiMutation } from '../data/useApiMutation';
import { Form, type FormInstance } from './antdMore';
import { ErrorAlert } from './ErrorAlert';
import { useFieldRefusals } from './useFieldRefusals';

/** A field of the form's values: its name (`reason`) or a path into them (`['amounts', id]`). */
export type FieldNameOf<Values> = Parameters<FormInstance<Values>['getFieldValue']>[0];

/** A form that sends one change from a dialog: a modal (`ModalForm`) or a side panel (`DrawerForm`). */
export type DialogFormProps<Values extends Record<string, unknown>, TData, TVariables> = {
  /** the dialog's title, also its accessible name */
  title: ReactNode;
  /** the submit button's words; from the values when they say what will happen ("Take $25.00") */
  submitText: string | ((values: Values) => string);
  cancelText: string;
  /** the submit is final or destroys something (void, cancel, keep a deposit): a danger button */
  danger?: boolean;
  /** the form cannot be sent as things stand (cash to give back and no drawer open) */
  submitDisabled?: boolean;
  /** the change the form sends: it owns the busy flag, the toasts and the refusal */
  mutation: ApiMutation<TData, TVariables>;
  /** what the change is sent with, from the checked values; null sends nothing (a field says why) */
  transform: (values: Values) => TVariables | null;
  /** the values the form starts from, each time the dialog opens */
  initialValues: Values;
  /** the form's field that shows the API's refusal of `field`, or null: that refusal goes to the alert */
  fieldOf: (field: string) => FieldNameOf<Values> | null;
  /** the alert's sentence around a failure's text ("The deposit was not taken: …") */
  failure: (reason: string) => string;
  /** Cancel, Escape or the close button (not while the change is on its way): stop rendering the dialog */
  onClose: () => void;
  width?: number;
  children: ReactNode;
};

/** What the dialog around the form draws and wires to its buttons. */
export type DialogForm<Values> = {
  /** the submit button's words, from the values the form holds now when they say them */
  submitText: string;
  /** the change is on its way: the submit spins, Cancel and closing wait */
  busy: boolean;
  /** the submit button: checks the fields, then sends (once) */
  submit: () => void;
  /** Cancel, Escape or the close button: closes the dialog, unless the change is on its way */
  cancel: () => void;
  /** the dialog's opening (or closing) motion ended */
  afterOpenChange: (open: boolean) => void;
  /** the form: the fields, and the alert that says a refusal no field shows */
  form: ReactElement;
  /** the values as they stand, unchecked (what a second action keeps: a draft) */
  values: () => Values;
};

/** Single-line fields: Enter in one of them sends the form (a textarea's Enter is a new line). */
const SINGLE_LINE = new Set(['text', 'email', 'number', 'password', 'search', 'tel', 'url', 'date', 'time', 'datetime-local', 'month', 'week']);

/** What takes focus when the dialog opens: the first field that can have it. */
const FIELDS = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';

const submitsOnEnter = (target: EventTarget) =>
  // a combobox's Enter picks an option
  target instanceof HTMLInputElement && SINGLE_LINE.has(target.type) && target.getAttribute('role') !== 'combobox';

/** The element with focus now, unless it is the page itself. */
const focusedElement = () => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);

/**
 * The behaviour of every dialog that holds a form sending one change, whatever draws the dialog
 * (`ModalForm`, `DrawerForm`): the antd form (a fresh one, from `initialValues`, each time it is
 * rendered: render the dialog while it is open), its checks, Enter to send from any single-line
 * field, the busy state (a second submit is ignored; the fields keep their focus), the API's field
 * refusals under their fields and the rest in an alert at the form's end, the first field's focus
 * when the dialog opens and the opener's when it closes. `scrollToFirstError`: a check that fails
 * scrolls its field into view (a side panel's long form).
 */
export function useDialogForm<Values extends Record<string, unknown>, TData, TVariables>(
  props: DialogFormProps<Values, TData, TVariables>,
  { scrollToFirstError = false }: { scrollToFirstError?: boolean } = {},
): DialogForm<Values> {
  const { submitText, submitDisabled, mutation, transform, initialValues, fieldOf, failure, onClose, children } = props;
  const [form] = Form.useForm<Values>();
  const name = useId();
  const busy = mutation.busy;
  const refusal = useFieldRefusals(form, mutation, fieldOf);
  // what the form holds now, for a button that says it (the first values until the form has drawn)
  const watched = Form.useWatch((values: Values) => (typeof submitText === 'function' ? values : null), { form, preserve: true });
  const text = typeof submitText === 'function' ? submitText({ ...initialValues, ...watched }) : submitText;

  // what had focus when the dialog opened (read while rendering, before a field's autoFocus takes it)
  const [opener] = useState(focusedElement);
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );

  // the first field has focus when the dialog opens (antd draws the dialog's content before it is
  // in the page, where a field's own autoFocus cannot take it), and again once its opening motion
  // ends: antd then focuses the dialog itself or its first button (a close button, where an Enter
  // would close it)
  const focusFirstField = useCallback(() => {
    const root = document.getElementById(name);
    if (root && !root.contains(document.activeElement)) root.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [name]);
  useEffect(focusFirstField, [focusFirstField]);

  // a change the last opening left (a refusal the page still holds) is not this opening's
  useEffect(() => {
    mutation.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // sent and not yet answered: the mutation's busy flag comes a render later, this at once
  const sending = useRef(false);

  const send = (values: Values) => {
    if (sending.current || busy || submitDisabled) return;
    const variables = transform(values);
    if (variables === null) return;
    sending.current = true;
    mutation.mutate(variables, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing || !submitsOnEnter(event.target)) return;
    // not the browser's implicit submission too
    event.preventDefault();
    form.submit();
  };

  return {
    submitText: text,
    busy,
    submit: () => form.submit(),
    values: () => form.getFieldsValue(true) as Values,
    cancel: () => {
      if (!busy) onClose();
    },
    afterOpenChange: (open) => {
      if (open) focusFirstField();
    },
    form: (
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={send}
        onKeyDown={onKeyDown}
        scrollToFirstError={scrollToFirstError}
      >
        {children}
        <ErrorAlert text={refusal && failure(refusal)} />
      </Form>
    ),
  };
}
