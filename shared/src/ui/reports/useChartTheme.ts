import { theme } from '../antd';
import { useMemo } from 'react';
import { useFormat } from '../../format/useFormat';

/**
 * The charts' colours, from the antd tokens of the theme in use, so the four themes (two of them
 * dark) style the charts as they style every component (docs/decisions/0007). The series colours
 * are antd's preset palettes at step 6, which the dark algorithm regenerates for dark backgrounds.
 */
export function useChartTheme() {
  const { token } = theme.useToken();
  const format = useFormat();
  return useMemo(() => {
    const palette = [
      token['blue-6'],
      token['gold-6'],
      token['magenta-6'],
      token['green-6'],
      token['purple-6'],
      token['volcano-6'],
      token['cyan-6'],
      token['geekblue-6'],
    ];
    const axisProps = {
      tick: { fill: token.colorTextSecondary, fontSize: token.fontSizeSM, fontFamily: token.fontFamily },
      stroke: token.colorBorder,
      tickLine: false,
    };
    const tooltip = {
      background: token.colorBgElevated,
      border: `1px solid ${token.colorBorderSecondary}`,
      borderRadius: token.borderRadius,
      boxShadow: token.boxShadowSecondary,
      color: token.colorText,
    };
    return {
      /** every chart's grid, axes, tooltip and legend, spread on recharts' components: one look for all */
      gridProps: { vertical: false, stroke: token.colorBorderSecondary },
      axisProps,
      tooltipProps: {
        cursor: { fill: token.colorFillSecondary },
        contentStyle: tooltip,
        labelStyle: { color: token.colorText, fontWeight: token.fontWeightStrong },
        itemStyle: { color: token.colorText },
      },
      /** the value axis of a chart of amounts (minor units of `currency`), written short in the reader's language */
      moneyAxisProps: (currency: string) => ({ ...axisProps, width: 72, tickFormatter: (minor: number) => format.moneyShort(minor, currency) }),
      legendProps: { wrapperStyle: { color: token.colorTextSecondary, fontSize: token.fontSizeSM } },
      primary: token.colorPrimary,
      /** a series that is background to the others ("other", the previous period) */
      neutral: token.colorTextTertiary,
      /** the n-th series' colour (the same n gives the same colour in every chart) */
      series(n: number): string {
        return palette[((n % palette.length) + palette.length) % palette.length] ?? token.colorPrimary;
      },
    };
  }, [token, format]);
}

export type ChartTheme = ReturnType<typeof useChartTheme>;
