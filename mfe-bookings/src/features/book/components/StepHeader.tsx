import { usePublicToken } from '@frontdesk/shared/public';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type Props = {
  step: number;
  total: number;
  title: string;
  /** where "Back" goes (the address of the step before), and what it does on the way (let a held time go) */
  back?: { to: string; onClick?: () => void } | null;
};

/**
 * A step's top: "Back", "Step 2 of 5" and the step's heading. When the step changes, the heading
 * takes the focus, so a screen reader says where the visitor now is and Tab starts from there.
 */
export function StepHeader({ step, total, title, back }: Props) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step]);
  return (
    <>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.marginSM, minHeight: token.controlHeightLG }}>
        {back ? (
          <Link
            to={back.to}
            onClick={back.onClick}
            style={{ display: 'inline-flex', alignItems: 'center', minHeight: token.controlHeightLG, paddingInlineEnd: token.paddingSM }}
          >
            {t('book.back')}
          </Link>
        ) : (
          <span />
        )}
        <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{t('book.step', { step, total })}</span>
      </div>
      <h2
        ref={heading}
        tabIndex={-1}
        style={{
          fontSize: token.fontSizeHeading4,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
          marginBlock: `${token.marginXXS}px ${token.marginSM}px`,
          outline: 'none',
        }}
      >
        {title}
      </h2>
    </>
  );
}
