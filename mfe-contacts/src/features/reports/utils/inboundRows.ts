import type { InboundLead } from '@frontdesk/shared';
import { periodsBetween } from './periods';
import { CONTACT_SOURCES as SOURCES } from '../../../common/sources';

export type LeadPeriod = { period: string; counts: Record<string, number>; total: number };

/**
 * The report as rows: every period of the range (zero-filled, plus any the API answered that the
 * calendar did not predict), and the sources that have new contacts, known ones in their order.
 */
export function leadRows(report: InboundLead): { periods: LeadPeriod[]; sources: { key: string; total: number }[] } {
  const byPeriod = new Map<string, LeadPeriod>();
  for (const period of periodsBetween(report.from, report.to, report.interval)) {
    byPeriod.set(period, { period, counts: {}, total: 0 });
  }
  const sourceTotals = new Map<string, number>();
  for (const { period, source, count } of report.series) {
    const row = byPeriod.get(period) ?? { period, counts: {}, total: 0 };
    row.counts[source] = (row.counts[source] ?? 0) + count;
    row.total += count;
    byPeriod.set(period, row);
    sourceTotals.set(source, (sourceTotals.get(source) ?? 0) + count);
  }
  const order = (source: string) => {
    const index = (SOURCES as readonly string[]).indexOf(source);
    return index >= 0 ? index : SOURCES.length;
  };
  const sources = [...sourceTotals.entries()]
    .filter(([, total]) => total > 0)
    .map(([key, total]) => ({ key, total }))
    .sort((a, b) => order(a.key) - order(b.key) || a.key.localeCompare(b.key));
  const periods = [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period));
  return { periods, sources };
}
