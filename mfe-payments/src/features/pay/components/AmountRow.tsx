import { usePublicToken } from '@frontdesk/shared/public';
import type { ReactNode } from 'react';

type Props = {
  name: ReactNode;
  /** the amount as written ("$91.00") */
  amount: string;
  /** a figure told in passing (the total, what was paid before) */
  secondary?: boolean;
  /** the amount the card is charged: big */
  due?: boolean;
};

/** One line of what the customer pays: a name and its amount, at the two ends of the line. */
export function AmountRow({ name, amount, secondary = false, due = false }: Props) {
  const token = usePublicToken();
  return (
    <li
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: token.marginSM,
        paddingBlock: token.paddingXXS,
        ...(secondary ? { color: token.colorTextSecondary } : {}),
      }}
    >
      <span>{name}</span>
      {due ? <strong style={{ fontSize: token.fontSizeHeading2, color: token.colorTextHeading }}>{amount}</strong> : amount}
    </li>
  );
}
