import { theme } from '@frontdesk/shared/antd';

/** A member's colour as a dot before their name (decoration: the name says who it is). */
export function ColorDot({ color }: { color: string }) {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        inlineSize: 12,
        blockSize: 12,
        flex: 'none',
        borderRadius: '50%',
        background: color,
        boxShadow: `0 0 0 1px ${token.colorBorderSecondary}`,
      }}
    />
  );
}
