/** Offsets to 1-based line and column (UTF-16 code units, as SARIF's utf16CodeUnits and editors count). */
export interface Position {
  line: number;
  column: number;
}

/** A source region; `end` is exclusive, as in SARIF. */
export interface Range {
  start: Position;
  end: Position;
}

export class LineIndex {
  private readonly starts: number[] = [0];

  /** LF, CRLF and a lone CR each end a line, as in JSON, YAML 1.2 and codeql's line hashes. */
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) this.starts.push(i + 1);
    }
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= clamped) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: clamped - this.starts[low] + 1 };
  }

  /** The offset just past the last visible character of the line holding `offset` (before any CR/LF). */
  lineEnd(offset: number): number {
    const { line } = this.position(offset);
    let end = line < this.starts.length ? this.starts[line] - 1 : this.text.length;
    while (end > 0 && (this.text.charCodeAt(end - 1) === 13 || this.text.charCodeAt(end - 1) === 10)) end--;
    return Math.max(end, offset);
  }

  /** The text of one line (1-based), without its line break. */
  lineText(line: number): string {
    const start = this.starts[line - 1] ?? this.text.length;
    const next = this.starts[line];
    return this.text.slice(start, next === undefined ? undefined : next - 1).replace(/\r$/, '');
  }

  range(start: number, end: number): Range {
    return { start: this.position(start), end: this.position(Math.max(start, end)) };
  }
}
