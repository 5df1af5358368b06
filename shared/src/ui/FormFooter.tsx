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
};

/** A form's buttons, at its end: Cancel (a link or an action), then the primary submit button. */
export function FormFooter({ submit, busy, cancel, icon }: Props) {
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
      <Button type="primary" htmlType="submit" icon={icon} loading={busy}>
        {submit}
      </Button>
    </Flex>
  );
}
