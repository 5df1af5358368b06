import { useEffect, useId, useRef, type ReactNode } from 'react';
import { usePublicToken } from '../ui/publicTheme';

/** The dialog's class, for its backdrop. */
const DIALOG = 'frontdesk-public-dialog';

/**
 * A public page's modal step (a bank's confirmation): the browser's own <dialog>, shown modal
 * while `open` (focus inside, the page inert, Escape asks `onClose`), styled from the theme's
 * tokens. Not antd's Modal, which a public page's first visit does not carry (decision 0016).
 */
export function PublicDialog({ open, title, onClose, children }: { open: boolean; title: ReactNode; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const token = usePublicToken();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={DIALOG}
      aria-labelledby={titleId}
      // Escape: the page decides (it keeps the dialog while its change is on its way)
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      style={{
        boxSizing: 'border-box',
        width: `min(420px, calc(100vw - ${2 * token.margin}px))`,
        padding: token.paddingLG,
        color: token.colorText,
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadow,
        lineHeight: token.lineHeight,
      }}
    >
      <style>{`.${DIALOG}::backdrop{background:${token.colorBgMask}}`}</style>
      <h2
        id={titleId}
        style={{ fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, marginBlock: `0 ${token.marginSM}px` }}
      >
        {title}
      </h2>
      {children}
    </dialog>
  );
}
