import type { Language } from '@rental/shared/i18n/languages.ts';
import { formatNumber, formatShare } from '../ui/formatting.ts';
import type { Metric } from './chart-data.ts';

/** A metric's value as the charts' axes, legends and tables show it. */
export function formatMetric(metric: Metric, value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '–';
  switch (metric) {
    case 'views':
      return formatNumber(value, language);
    case 'failureRate':
      return formatShare(value, language);
    case 'lcp':
    case 'inp':
      return `${formatNumber(value, language)} ms`;
    case 'cls':
      return formatNumber(value, language, 3);
  }
}
