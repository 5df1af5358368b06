// @frontdesk/shared/ui-forms — the kit's parts built on antd's Form: the dialog that asks for a few
// values and sends one change (ModalForm). A federation singleton of its own, like ./uiReports: Form
// is in ./antdMore, which the checkout, importing ./uiPages, then does not download
// (docs/decisions/0003-sharing-antd.md).
export { ModalForm, type ModalFormProps, type FieldNameOf } from './ModalForm';
