// @frontdesk/shared/ui-forms — the kit's parts built on antd's Form: a dialog or a side panel that
// asks for values and sends one change (ModalForm, DrawerForm: both useDialogForm's behaviour). A
// federation singleton of its own, like ./uiReports: Form is in ./antdMore, which the checkout,
// importing ./uiPages, then does not download (docs/decisions/0003-sharing-antd.md).
export { ModalForm } from './ModalForm';
export { DrawerForm } from './DrawerForm';
export type { DialogFormProps, FieldNameOf } from './useDialogForm';
