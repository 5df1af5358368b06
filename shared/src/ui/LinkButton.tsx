import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from './antd';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A button that is a real link: it navigates in the app, and still opens in a new tab with
 * ctrl/cmd/middle click (a <Link> around a <Button> would nest two interactive elements).
 */
export function LinkButton({ to, ...props }: Props) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
