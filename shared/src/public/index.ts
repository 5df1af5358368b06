// @frontdesk/shared/public — the kit of public pages (sign-in, sign-up, pay, book): a panel and
// forms of plain elements styled from the theme's tokens, with the browser's own constraint
// validation told in the user's language. A customer's first visit on a phone has a budget that
// antd's Form (rc-field-form, async-validator, Tooltip and its popup engine) does not fit
// (docs/decisions/0016-public-forms.md). Signed-in pages use antd's Form; public pages use this.
// A federation singleton fetched with the first page that needs it, like ./antd-pages.
export { PublicPanel } from './PublicPanel';
// the theme's tokens for a public page's own plain elements, without antd (decision 0025)
export { usePublicToken, type PublicToken } from '../ui/publicTheme';
export { PublicForm, usePublicForm, type PublicFormHandle } from './PublicForm';
export { PublicField, type PublicFieldProps } from './PublicField';
export { PublicButton } from './PublicButton';
export { PublicLinkButton } from './PublicLinkButton';
export { PublicAlert } from './PublicAlert';
export { PublicDialog } from './PublicDialog';
export { PublicChoices, type PublicChoice } from './PublicChoices';
// its own site's data layer: TanStack Query and ky do not fit /pay's and /book's budget (decision 0023)
export { publicCall, type PublicCallOptions } from './publicCall';
export { usePublicRead, type PublicRead } from './usePublicRead';
export { PublicReadState } from './PublicReadState';
export { usePublicMutation, type PublicMutation, type PublicMutationOptions } from './usePublicMutation';
// a refusal's field errors under a public form's fields, as under antd's (decision 0016): from here,
// a public page imports nothing of ./ui-pages, whose other parts are antd's
export { useFieldRefusals } from '../ui/useFieldRefusals';
