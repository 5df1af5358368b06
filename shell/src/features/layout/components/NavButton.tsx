import { Button, type ButtonProps } from '@frontdesk/shared/antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A button that is a real link (middle-click, copy address) and navigates in-app on a plain click. */
export function NavButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
