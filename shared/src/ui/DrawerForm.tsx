import { Drawer } from './antd';
import { FormFooter } from './FormFooter';
import { useDialogForm, type DialogFormProps } from './useDialogForm';

/**
 * A side panel holding a form that sends one change: `ModalForm`'s twin for a form too long for a
 * dialog (a service's booking rules). What it does with the form (its checks, Enter to send, the
 * busy state, the refusals, the focus) is every dialog form's, `useDialogForm`'s, and a check that
 * fails scrolls its field into view; its footer is the kit's form buttons: Cancel, then the submit,
 * which spins while the change is on its way (Cancel and closing wait). `width` is the panel's.
 */
export function DrawerForm<Values extends Record<string, unknown>, TData, TVariables>(props: DialogFormProps<Values, TData, TVariables>) {
  const { title, cancelText, danger, submitDisabled, width } = props;
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
        />
      }
    >
      {dialog.form}
    </Drawer>
  );
}
