import { Button, Tooltip, type ButtonProps } from '@frontdesk/shared/antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

type Props = Omit<ButtonProps, 'href' | 'onClick' | 'children'> & {
  to: string;
  icon: ReactNode;
  text: string;
  /** a tablet or a phone: the icon alone, named by the text (and showing it as a tooltip) */
  iconOnly?: boolean;
};

/** A button that is a real link (middle-click, copy address) and navigates in-app on a plain click. */
export function NavButton({ to, text, iconOnly = false, ...props }: Props) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  if (!iconOnly) {
    return (
      <Button {...props} href={to} onClick={onClick}>
        {text}
      </Button>
    );
  }
  return (
    <Tooltip title={text}>
      <Button {...props} href={to} onClick={onClick} aria-label={text} />
    </Tooltip>
  );
}
