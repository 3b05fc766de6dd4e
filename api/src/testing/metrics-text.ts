/** One sample of a scrape: `name{label="value",…} value`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A scrape in Prometheus's text format, read: each metric's declared type, and every sample. */
export function readMetricsText(text: string) {
  const types = new Map<string, string>();
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const declared = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (declared) types.set(declared[1]!, declared[2]!);
    if (line === '' || line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const labels = Object.fromEntries(
      [...(sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [name!, value!]),
    );
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  /** The samples of one metric name, optionally only those with these labels. */
  const find = (name: string, labels: Record<string, string> = {}) =>
    samples.filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  return { types, samples, find };
}
