import { Flex, theme } from '@frontdesk/shared/antd';

/** A staff member's name after a dot of their colour (the calendar's colour: the name says who). */
export function StaffName({ name, color }: { name: string; color: string }) {
  const { token } = theme.useToken();
  return (
    <Flex component="span" align="center" gap={token.marginXS}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          flex: 'none',
          inlineSize: 10,
          blockSize: 10,
          borderRadius: '50%',
          background: color,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      />
      <span>{name}</span>
    </Flex>
  );
}
