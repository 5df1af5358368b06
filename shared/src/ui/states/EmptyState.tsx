import type { ReactNode } from 'react';
import { Empty, Typography } from '../antd';
import type { StateSize } from './StateSize';

type Props = {
  title: string;
  /** what to do about it */
  text?: ReactNode;
  /** the first thing to do (a "New contact" button) */
  action?: ReactNode;
  size?: StateSize;
};

/** Nothing here yet, or nothing matches: say so, and offer the way forward. */
export function EmptyState({ title, text, action, size = 'page' }: Props) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      style={{ paddingBlock: size === 'page' ? 32 : 12 }}
      description={
        <>
          <Typography.Text strong>{title}</Typography.Text>
          {text ? <Typography.Paragraph type="secondary">{text}</Typography.Paragraph> : null}
        </>
      }
    >
      {action}
    </Empty>
  );
}
