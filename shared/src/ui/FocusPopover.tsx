import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Popover, type PopoverProps } from './antdPages';

type Props = Omit<PopoverProps, 'content' | 'open' | 'onOpenChange' | 'trigger' | 'children'> & {
  /** what the popover holds (a field that takes focus when it opens: `autoFocus`) */
  content: ReactNode;
  /** the control that opens it: a button */
  children: ReactNode;
};

/**
 * A popover opened by its button (a click, Enter or Space) whose field a person fills and leaves by
 * the keyboard: Escape, or Enter in one of its fields, closes it and gives focus back to the button
 * (never to the page's body). A click elsewhere closes it and leaves focus where the click put it.
 */
export function FocusPopover({ content, children, ...rest }: Props) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const inside = useRef<HTMLDivElement>(null);
  // opened: its first field has focus (a field's own autoFocus runs while the popover is still hidden)
  const focusFirstField = () => inside.current?.querySelector<HTMLElement>('input:not([type="radio"]):not([type="checkbox"]), textarea')?.focus();
  const focusButton = () => anchor.current?.querySelector<HTMLElement>('button, [href], [tabindex]')?.focus();
  // closed by the keyboard: focus goes back to the button at once, again once React has drawn the
  // change the popover made (the button it renders then may be a new element: "Add" → "−$18.90"),
  // and once more after the popover has gone if focus was lost meanwhile (to the page's body, or
  // into the closing popover by a late focus): a busy phone runs these steps far apart
  const refocusButton = useRef(false);
  const isOpen = useRef(false);
  isOpen.current = open;
  const lostFocus = () => document.activeElement === document.body || !!inside.current?.contains(document.activeElement);
  useEffect(() => {
    if (open) {
      refocusButton.current = false;
      focusFirstField();
    } else if (refocusButton.current && lostFocus()) focusButton();
  }, [open]);
  const closeToButton = () => {
    refocusButton.current = true;
    setOpen(false);
    focusButton();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const inField = event.target instanceof HTMLInputElement;
    if (event.key === 'Escape' || (event.key === 'Enter' && inField)) {
      event.preventDefault();
      event.stopPropagation();
      closeToButton();
    }
  };
  return (
    <Popover
      trigger="click"
      destroyOnHidden
      {...rest}
      open={open}
      onOpenChange={setOpen}
      afterOpenChange={(visible) => {
        // opened: its field takes focus, unless the person has already closed it again
        if (visible && isOpen.current && !inside.current?.contains(document.activeElement)) focusFirstField();
        if (!visible && refocusButton.current) {
          refocusButton.current = false;
          if (lostFocus()) focusButton();
        }
      }}
      content={
        // the content is portalled: React still bubbles its keys here
        <div ref={inside} onKeyDown={onKeyDown}>
          {content}
        </div>
      }
    >
      <span ref={anchor} style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Popover>
  );
}
