import type { ReactNode } from 'react';
import { Button, Flex } from './antd';
import { LinkButton } from './LinkButton';

type Cancel =
  /** a link back (the page the form came from) */
  | { label: string; to: string }
  /** closes the form in place */
  | { label: string; onClick: () => void };

type Props = {
  /** the submit button's words ("Save", "Create contact") */
  submit: string;
  /** the change is on its way: the submit button spins and Cancel waits */
  busy: boolean;
  cancel?: Cancel;
  /** an icon before the submit button's words */
  icon?: ReactNode;
  /**
   * The buttons are outside the form (a side panel's footer): the submit calls this instead of
   * submitting the form it is in.
   */
  onSubmit?: () => void;
  /** the submit is final or destroys something: a danger button */
  danger?: boolean;
  /** the form cannot be sent as things stand */
  disabled?: boolean;
  /** a second way to keep what is typed, before the submit ("Save draft"); it spins while it is on its way */
  secondary?: { label: string; onClick: () => void; busy: boolean };
};

/** A form's buttons, at its end: Cancel (a link or an action), then the primary submit button. */
export function FormFooter({ submit, busy, cancel, icon, onSubmit, danger, disabled, secondary }: Props) {
  return (
    <Flex gap="small" justify="flex-end">
      {cancel && 'to' in cancel ? (
        <LinkButton to={cancel.to} disabled={busy}>
          {cancel.label}
        </LinkButton>
      ) : null}
      {cancel && 'onClick' in cancel ? (
        <Button onClick={cancel.onClick} disabled={busy}>
          {cancel.label}
        </Button>
      ) : null}
      {secondary ? (
        <Button onClick={secondary.onClick} loading={secondary.busy} disabled={busy}>
          {secondary.label}
        </Button>
      ) : null}
      <Button
        type="primary"
        htmlType={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        icon={icon}
        loading={busy}
        danger={danger}
        disabled={disabled || secondary?.busy}
      >
        {submit}
      </Button>
    </Flex>
  );
}
