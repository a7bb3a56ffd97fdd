/**
 * A TypeScript or JavaScript file's comments, for the suppression comments in them. TypeScript's scanner
 * alone cannot tell a `/` that starts a regular expression from a division, or where a template's
 * substitution ends, so the file is parsed first: the scanner then reads only what lies between a node's
 * children (punctuation, keywords, trivia) and the trivia before each token. A literal (a string, a
 * template, a regular expression, JSX text) is a token of its own and is never read for comments.
 */
import type * as TS from 'typescript';
import type { SourceComment } from '../../parse/parse.js';
import { parsedSource } from './parsed.js';
import type { Typescript } from './values.js';

interface Frame {
  children: TS.Node[];
  next: number;
  /** Where the text not yet read starts. */
  cursor: number;
  end: number;
}

export function commentsOf(ts: Typescript, path: string, text: string): SourceComment[] {
  const file = parsedSource(ts, path, text);
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  const comments: SourceComment[] = [];
  const scan = (from: number, to: number) => {
    if (from >= to) return;
    scanner.setText(text, from, to - from);
    for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
      if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia) continue;
      const start = scanner.getTokenStart();
      const end = scanner.getTokenEnd();
      const closed = kind === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith('*/', end - 2) && end - start >= 4;
      comments.push({ body: text.slice(start + 2, closed ? end - 2 : end), start, end });
    }
  };
  // In loops with a stack of its own, not by recursing: nesting as deep as the parser allows costs no stack.
  const stack: Frame[] = [];
  const enter = (node: TS.Node) => {
    if (ts.isToken(node)) {
      // JSX text has no trivia: a `//` in it is text.
      if (node.kind !== ts.SyntaxKind.JsxText) scan(node.pos, node.getStart(file));
      return;
    }
    const children: TS.Node[] = [];
    ts.forEachChild(node, (child) => {
      children.push(child);
    });
    stack.push({ children, next: 0, cursor: node.pos, end: node.end });
  };
  enter(file);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next === frame.children.length) {
      scan(frame.cursor, frame.end);
      stack.pop();
      continue;
    }
    const child = frame.children[frame.next++];
    scan(frame.cursor, child.pos);
    frame.cursor = Math.max(frame.cursor, child.end);
    enter(child);
  }
  return comments;
}
