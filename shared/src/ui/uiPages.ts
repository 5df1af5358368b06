// @frontdesk/shared/ui-pages — the kit's page-level parts: ones the shell's chrome does not use.
// Like ./antdPages, a federation singleton of its own, fetched with the first page importing from
// here instead of with every first visit (docs/decisions/0003-sharing-antd.md). The shell's own
// pages that use them (sign-in, sign-up, signpad) are fetched when shown.
// Add a part here (not to ./index) when only pages use it; if the chrome starts using one, move it
// to ./index and re-export it here from './index' so imports keep working.
export { PageTitle } from './PageTitle';
export { LinkButton } from './LinkButton';
export { FormFooter } from './FormFooter';
export { ErrorAlert } from './ErrorAlert';
export { NotFoundState } from './states/NotFoundState';
export { useFieldRefusals } from './useFieldRefusals';
export { MoneyInput, type MoneyInputProps } from './MoneyInput';
export { NumberInput, useNumberRules, type NumberInputProps, type NumberRule } from './NumberInput';
export { TimeOfDayInput, type TimeOfDayInputProps } from './TimeOfDayInput';
export { ContactPicker, type PickedContact } from './ContactPicker';
export { FocusPopover } from './FocusPopover';
export { CopyButton, CopyField } from './CopyButton';
export { PagedTable, localPager, pagerOf, type LocalPager, type PagedTableProps, type PagerOf } from './PagedTable';
