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
  /** Where each line starts, read on first use: a clean file's index is never asked for a position. */
  private lineStarts: number[] | undefined;

  /**
   * The text's length, read once: optimized code that read `this.text.length` for every position took
   * 60 µs a call once the index had seen strings of several representations (a third 4.5 MB file with
   * 900,000 findings took minutes to parse).
   */
  private readonly length: number;

  constructor(readonly text: string) {
    this.length = text.length;
  }

  /** LF, CRLF and a lone CR each end a line, as in JSON, YAML 1.2 and codeql's line hashes. */
  private get starts(): number[] {
    if (this.lineStarts) return this.lineStarts;
    // indexOf finds the next break far faster than a loop over every character.
    const { text } = this;
    const starts = [0];
    let lf = text.indexOf('\n');
    let cr = text.indexOf('\r');
    while (lf !== -1 || cr !== -1) {
      if (cr !== -1 && (lf === -1 || cr < lf)) {
        // A CR ends its line; a CRLF ends one line, at its LF.
        if (cr + 1 === lf) {
          starts.push(lf + 1);
          lf = text.indexOf('\n', lf + 1);
        } else {
          starts.push(cr + 1);
        }
        cr = text.indexOf('\r', cr + 1);
      } else {
        starts.push(lf + 1);
        lf = text.indexOf('\n', lf + 1);
      }
    }
    this.lineStarts = starts;
    return starts;
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.length));
    const index = this.lineIndexOf(clamped);
    return { line: index + 1, column: clamped - this.starts[index] + 1 };
  }

  /** The 0-based line that holds `offset` (already clamped to the text). */
  private lineIndexOf(offset: number): number {
    const { starts } = this;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** The offset just past the last visible character of the line holding `offset` (before any CR/LF). */
  lineEnd(offset: number): number {
    // The line's number, without the position object (a report asks this for every finding).
    const line = this.lineIndexOf(Math.max(0, Math.min(offset, this.length))) + 1;
    let end = line < this.starts.length ? this.starts[line] - 1 : this.length;
    while (end > 0 && (this.text.charCodeAt(end - 1) === 13 || this.text.charCodeAt(end - 1) === 10)) end--;
    return Math.max(end, offset);
  }

  /** The text of one line (1-based), without its line break. */
  lineText(line: number): string {
    const start = this.starts[line - 1] ?? this.length;
    const next = this.starts[line];
    let end = next === undefined ? this.length : next - 1;
    // A CRLF's CR, looked at directly: a regex anchored at the end reads the whole line, and a one-line
    // file with 10,000 findings asked for its line 10,000 times.
    if (end > start && this.text.charCodeAt(end - 1) === 13) end--;
    return this.text.slice(start, end);
  }

  /** The offset of a position (the inverse of `position` for positions inside the text). */
  offsetOf(position: Position): number {
    const start = this.starts[position.line - 1] ?? this.text.length;
    return Math.min(start + position.column - 1, this.text.length);
  }

  range(start: number, end: number): Range {
    return { start: this.position(start), end: this.position(Math.max(start, end)) };
  }
}
