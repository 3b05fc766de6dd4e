import { oneLine } from '../features/mail/plain-text.ts';

const MAX_WIDTH = 32;

/** A fixed-width table for the terminal; visitor text is put on one line, stripped of control characters. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const clip = (text: string) => {
    const line = oneLine(text);
    return line.length > MAX_WIDTH ? `${line.slice(0, MAX_WIDTH - 1)}…` : line;
  };
  const cells = [header, ...rows].map((row) => row.map(clip));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const [head, ...body] = cells as [string[], ...string[][]];
  return (
    [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n') + '\n'
  );
}
