import { Drawer } from './antd';
import { FormFooter } from './FormFooter';
import { useDialogForm, type DialogFormProps } from './useDialogForm';

/**
 * A side panel holding a form that sends one change: `ModalForm`'s twin for a form too long for a
 * dialog (a service's booking rules). What it does with the form (its checks, Enter to send, the
 * busy state, the refusals, the focus) is every dialog form's, `useDialogForm`'s, and a check that
 * fails scrolls its field into view; its footer is the kit's form buttons: Cancel, then the submit,
 * which spins while the change is on its way (Cancel and closing wait); `secondary` puts a second
 * action before it that takes the values unchecked (a mail's "Save draft"). `width` is the panel's.
 */
export function DrawerForm<Values extends Record<string, unknown>, TData, TVariables>(
  props: DialogFormProps<Values, TData, TVariables> & {
    /** a second way out that keeps what is typed as it stands, unchecked ("Save draft"): its words, what it does, and whether it is on its way */
    secondary?: { label: string; run: (values: Values) => void; busy: boolean };
  },
) {
  const { title, cancelText, danger, submitDisabled, width, secondary } = props;
  const dialog = useDialogForm(props, { scrollToFirstError: true });

  return (
    <Drawer
      open
      title={title}
      size={width}
      afterOpenChange={dialog.afterOpenChange}
      onClose={dialog.cancel}
      footer={
        <FormFooter
          submit={dialog.submitText}
          busy={dialog.busy}
          cancel={{ label: cancelText, onClick: dialog.cancel }}
          onSubmit={dialog.submit}
          danger={danger}
          disabled={submitDisabled}
          secondary={secondary && { label: secondary.label, busy: secondary.busy, onClick: () => secondary.run(dialog.values()) }}
        />
      }
    >
      {dialog.form}
    </Drawer>
  );
}
