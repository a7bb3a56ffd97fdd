/** The bench's printed table and the targets of issues 6 and 20, each met or not with the measured value. */

export interface Target {
  name: string;
  goal: string;
  measured: string;
  /** null: not measured in this run (`measured` says why). */
  met: boolean | null;
}

export type Row = [label: string, value: string];

export function table(title: string, rows: readonly Row[]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return [title, ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n');
}

export function targetsTable(targets: readonly Target[]): string {
  return table(
    'targets (issues 6 and 20)',
    targets.map((t) => [`${t.met === null ? 'not measured' : t.met ? 'met         ' : 'NOT MET     '}  ${t.name}`, `${t.measured} (goal: ${t.goal})`]),
  );
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
export const rate = (files: number, millis: number) => files / (millis / 1000);
export const mib = (bytes: number) => bytes / 1024 / 1024;

/** Time per item at each size, flagging sizes whose per-item time exceeds 1.5× the best seen at an earlier size of at least 100 items. */
export function growthRows(unit: string, points: readonly { n: number; ms: number }[]): { rows: Row[]; superLinear: number[] } {
  const superLinear: number[] = [];
  let best = Infinity;
  const rows = points.map(({ n, ms: total }): Row => {
    const per = total / n;
    const flagged = n > 100 && per > 1.5 * best;
    if (flagged) superLinear.push(n);
    if (n >= 100) best = Math.min(best, per);
    return [
      `${n.toLocaleString('en-US')} ${unit}${n === 1 ? '' : 's'}`,
      `${ms(total)} total, ${(per * 1000).toFixed(0)} µs per ${unit}${flagged ? '  <-- SUPER-LINEAR' : ''}`,
    ];
  });
  return { rows, superLinear };
}

/** A target this run could not measure, saying why (never a made-up figure). */
export function notMeasured(name: string, goal: string, why: string): Target {
  return { name, goal, measured: `not measured: ${why}`, met: null };
}
