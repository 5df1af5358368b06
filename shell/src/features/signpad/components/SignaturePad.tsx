import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** [x, y]: 0 to 1 across and down the pad (the API's Signature, api/src/modules/forms/schemas.ts) */
export type Point = number[];
export type Stroke = Point[];

// The API's bounds of a signature (SIGNATURE_ASPECT, MAX_POINTS): the pad is three times as wide as
// high, and stops taking points at the limit rather than send a signature the server refuses.
const ASPECT = 3;
const MAX_POINTS = 4000;
/** a point closer than this to the last one adds nothing a finger or a pen means */
const MIN_STEP = 0.002;
const VIEW_WIDTH = 300;
const VIEW_HEIGHT = VIEW_WIDTH / ASPECT;

const clamp = (n: number) => Math.min(1, Math.max(0, n));
const pointsOf = (strokes: Stroke[]) => strokes.reduce((sum, stroke) => sum + stroke.length, 0);
/** a signature is more than a dot: a stroke that moves (as the API checks) */
export const hasSignature = (strokes: Stroke[] | undefined) =>
  (strokes ?? []).some((stroke) => stroke.some(([x, y]) => x !== stroke[0]?.[0] || y !== stroke[0]?.[1]));

type Props = {
  value?: Stroke[];
  onChange?: (strokes: Stroke[]) => void;
  id?: string;
  'aria-invalid'?: boolean;
};

/**
 * A signature drawn with a finger, a pen or the mouse (pointer events; the pad takes no touch
 * gesture, so drawing does not scroll the page), kept as vectors: strokes of points on the pad.
 * Drawn as SVG, left to right in any text direction (a signature is not mirrored in rtl).
 */
export function SignaturePad({ value = [], onChange, id, 'aria-invalid': invalid }: Props) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [drawing, setDrawing] = useState<Stroke | null>(null);
  const stroke = useRef<Stroke | null>(null);

  const pointAt = (event: PointerEvent<HTMLDivElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return [clamp((event.clientX - box.left) / (box.width || 1)), clamp((event.clientY - box.top) / (box.height || 1))];
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || pointsOf(value) >= MAX_POINTS) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    stroke.current = [pointAt(event)];
    setDrawing(stroke.current);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = stroke.current;
    if (!current) return;
    const [x = 0, y = 0] = pointAt(event);
    const [lastX = 0, lastY = 0] = current[current.length - 1] ?? [];
    if (Math.hypot(x - lastX, y - lastY) < MIN_STEP || pointsOf(value) + current.length >= MAX_POINTS) return;
    stroke.current = [...current, [x, y]];
    setDrawing(stroke.current);
  };
  const onPointerEnd = () => {
    const done = stroke.current;
    stroke.current = null;
    setDrawing(null);
    if (done) onChange?.([...value, done]);
  };

  const shown = drawing ? [...value, drawing] : value;
  const coordinates = (s: Stroke) => s.map(([x = 0, y = 0]) => `${(x * VIEW_WIDTH).toFixed(1)},${(y * VIEW_HEIGHT).toFixed(1)}`).join(' ');

  return (
    <Flex vertical gap="small">
      <div
        id={id}
        role="img"
        aria-label={t('signpad.signaturePad')}
        aria-invalid={invalid}
        data-testid="signature-pad"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        style={{
          aspectRatio: `${ASPECT} / 1`,
          width: '100%',
          boxSizing: 'border-box',
          touchAction: 'none',
          userSelect: 'none',
          cursor: 'crosshair',
          direction: 'ltr',
          background: token.colorBgContainer,
          border: `${token.lineWidth * 2}px dashed ${invalid ? token.colorError : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <svg viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} width="100%" height="100%" preserveAspectRatio="none" aria-hidden style={{ display: 'block' }}>
          {/* the line to sign on */}
          <line
            x1={12}
            x2={VIEW_WIDTH - 12}
            y1={VIEW_HEIGHT * 0.78}
            y2={VIEW_HEIGHT * 0.78}
            stroke={token.colorBorder}
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
          {shown.map((s, i) =>
            s.length === 1 ? (
              <circle key={i} cx={(s[0]?.[0] ?? 0) * VIEW_WIDTH} cy={(s[0]?.[1] ?? 0) * VIEW_HEIGHT} r={1.2} fill={token.colorText} />
            ) : (
              <polyline
                key={i}
                points={coordinates(s)}
                fill="none"
                stroke={token.colorText}
                strokeWidth={2.5}
                strokeLinecap="round"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ),
          )}
        </svg>
      </div>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Text type="secondary" aria-live="polite">
          {value.length ? t('signpad.signatureDrawn', { count: value.length }) : t('signpad.signatureEmpty')}
        </Typography.Text>
        <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.([])} disabled={value.length === 0}>
          {t('signpad.clear')}
        </Button>
      </Flex>
    </Flex>
  );
}
