import { Modal } from './antdPages';
import { useDialogForm, type DialogFormProps } from './useDialogForm';

/**
 * A dialog holding a form that sends one change: the kit's one way to ask for a few values in
 * place. What it does with the form (its checks, Enter to send, the busy state, the refusals, the
 * focus) is every dialog form's, `useDialogForm`'s; the dialog's buttons are antd's: Cancel, then the
 * submit, which spins while the change is on its way (Cancel and closing wait).
 */
export function ModalForm<Values extends Record<string, unknown>, TData, TVariables>(props: DialogFormProps<Values, TData, TVariables>) {
  const { title, cancelText, danger, submitDisabled, width } = props;
  const dialog = useDialogForm(props);

  return (
    <Modal
      open
      title={title}
      width={width}
      okText={dialog.submitText}
      okButtonProps={{ danger, disabled: submitDisabled }}
      cancelText={cancelText}
      cancelButtonProps={{ disabled: dialog.busy }}
      confirmLoading={dialog.busy}
      afterOpenChange={dialog.afterOpenChange}
      onOk={dialog.submit}
      onCancel={dialog.cancel}
    >
      {dialog.form}
    </Modal>
  );
}
