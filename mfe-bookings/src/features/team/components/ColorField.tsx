import { Flex, theme } from '@frontdesk/shared/antd';
import { Radio } from '@frontdesk/shared/antd-pages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_COLORS } from '../utils/colors';

type Props = {
  value?: string;
  onChange?: (color: string) => void;
  /** the colour the member has, offered too when it is not one of the palette's */
  current?: string;
  id?: string;
};

/**
 * A member's colour: the palette's swatches as radio buttons (arrow keys move between them, each
 * named for screen readers and in its tooltip), and the member's own colour when it is another.
 */
export function ColorField({ value, onChange, current, id }: Props) {
  const { t } = useTranslation('bookings');
  const { token } = theme.useToken();
  const name = useId();
  const own = current && !STAFF_COLORS.some((color) => color.value === current.toLowerCase()) ? current : null;
  const choices = [
    ...STAFF_COLORS.map((color) => ({ value: color.value, name: t(`team.colors.${color.name}`) })),
    ...(own ? [{ value: own, name: t('team.form.currentColor') }] : []),
  ];
  return (
    // one name: the swatches are one group of radios (arrow keys move between them)
    <Radio.Group id={id} name={name} value={value} onChange={(event) => onChange?.(event.target.value as string)}>
      <Flex gap="small" wrap>
        {choices.map((choice) => (
          <Radio.Button key={choice.value} value={choice.value} title={choice.name} style={{ paddingInline: 6 }}>
            <Flex align="center" style={{ blockSize: '100%' }}>
              <span aria-hidden style={{ display: 'block', inlineSize: 20, blockSize: 20, borderRadius: token.borderRadiusSM, background: choice.value }} />
              <span style={VISUALLY_HIDDEN}>{choice.name}</span>
            </Flex>
          </Radio.Button>
        ))}
      </Flex>
    </Radio.Group>
  );
}

// read by screen readers, not drawn
const VISUALLY_HIDDEN = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
