/**
 * A server's answers are untrusted input: what `capture --url` reads is bounded per answer and per
 * session, and lists are bounded in items, each with an error that names the limit. The servers are
 * small in-process HTTP servers on 127.0.0.1 that speak 2026-07-28 (stateless JSON answers) and count
 * what they sent, so the bound is asserted on bytes and requests, never on time.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { EXIT, runCli } from '../src/cli/main.js';
import { MAX_MESSAGE_BYTES, MAX_SESSION_BYTES } from '../src/server/child-transport.js';
import { BodyBudget, MAX_ERROR_BODY_BYTES } from '../src/server/http-transport.js';
import { listAll, MAX_LIST_ITEMS } from '../src/server/session.js';
import { LIST_KINDS } from '../src/server/snapshot.js';
import { removeDirs } from './helpers/git-repo.js';

const MODERN = '2026-07-28';
const MIB = 1024 * 1024;
const dirs: string[] = [];
afterAll(() => removeDirs(...dirs));

async function capture(url: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const cwd = mkdtempSync(join(tmpdir(), 'mcpdesc-capture-limits-'));
  dirs.push(cwd);
  let stdout = '';
  let stderr = '';
  const code = await runCli(['capture', '--output', 'x.mcp.json', '--timeout', '5000', '--url', url], {
    cwd,
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
  });
  return { code, stdout, stderr };
}

/** What a test server sent: requests by method, and body bytes written. */
interface Served {
  requests: Map<string, number>;
  bytes: number;
}

/** Answers one request: `reply` sends a JSON-RPC result (counted), `res` is there for anything else. */
type Answer = (method: string, params: { cursor?: string } | undefined, reply: (result: object) => void, res: ServerResponse) => void;

/** Runs `answer` for every JSON-RPC request posted to a server on 127.0.0.1 while `body` runs. */
async function withServer(answer: Answer, body: (url: string, served: Served) => Promise<void>): Promise<void> {
  const served: Served = { requests: new Map(), bytes: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => {
      const message = JSON.parse(text) as { id?: string; method: string; params?: { cursor?: string } };
      served.requests.set(message.method, (served.requests.get(message.method) ?? 0) + 1);
      if (message.id === undefined) {
        res.writeHead(202).end();
        return;
      }
      const reply = (value: object) => {
        const text = JSON.stringify({ jsonrpc: '2.0', id: message.id, result: value });
        served.bytes += Buffer.byteLength(text);
        res.writeHead(200, { 'content-type': 'application/json' }).end(text);
      };
      answer(message.method, message.params, reply, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await body(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, served);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A 2026-07-28 server with tools: discover, then `tools` answers tools/list. */
function modern(tools: (cursor: string | undefined) => object): Answer {
  return (method, params, reply, res) => {
    if (method === 'server/discover') reply({ resultType: 'complete', supportedVersions: [MODERN], capabilities: { tools: {} } });
    else if (method === 'tools/list') reply({ resultType: 'complete', ...tools(params?.cursor) });
    else res.writeHead(404).end();
  };
}

/** `count` tools of about `bytes` bytes each. */
function generatedTools(count: number, bytes: number): object[] {
  const description = 'd'.repeat(bytes);
  return Array.from({ length: count }, (_, i) => ({ name: `t${i}`, description, inputSchema: { type: 'object' } }));
}

describe('capture --url reads a bounded amount', () => {
  it('stops a server whose pages never end at the byte budget of a session, naming it', async () => {
    // 1 MiB pages with a new cursor every time: 1,000 of them were read before.
    const page = generatedTools(1024, 1000);
    await withServer(
      modern((cursor) => ({ tools: page, nextCursor: String(Number(cursor ?? 0) + 1) })),
      async (url, served) => {
        const { code, stdout, stderr } = await capture(url);
        expect(code).toBe(EXIT.error);
        expect(stdout).toBe('');
        expect(stderr).toContain(
          `the server sent more than ${MAX_SESSION_BYTES / MIB} MiB over HTTP in one session (mcpdesc's limit for a session) (during tools/list)`,
        );
        expect(stderr).toContain('check that the server does not stream data in its answers, or split its listings');
        // Reading stops at the budget: no page is asked for once it is spent.
        const pages = served.requests.get('tools/list') ?? 0;
        expect(pages).toBeGreaterThanOrEqual(MAX_SESSION_BYTES / MIB - 2);
        expect(pages).toBeLessThanOrEqual(MAX_SESSION_BYTES / MIB + 2);
        expect(served.bytes).toBeLessThan(MAX_SESSION_BYTES + 3 * MIB);
      },
    );
  }, 60_000);

  it('refuses one answer larger than the limit for an answer', async () => {
    await withServer(
      modern(() => ({ tools: generatedTools(9 * 1024, 1000) })),
      async (url) => {
        const { code, stderr } = await capture(url);
        expect(code).toBe(EXIT.error);
        expect(stderr).toContain(`the server sent an HTTP answer of more than ${MAX_MESSAGE_BYTES / MIB} MiB (mcpdesc's limit for one answer)`);
      },
    );
  }, 60_000);

  it('reads only the start of an HTTP 500 whose body never ends, and closes the connection', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let written = 0;
    const endless: Answer = (_method, _params, _reply, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.write('the database is down\n');
      const more = () => {
        while (!res.destroyed && res.write(chunk)) written += chunk.length;
      };
      res.on('drain', more);
      more();
    };
    await withServer(endless, async (url) => {
      const { code, stderr } = await capture(url);
      expect(code).toBe(EXIT.error);
      expect(stderr).toMatch(/cannot read the server: .*the database is down/);
    });
    // Only what the kernel's socket buffers hold beyond the 64 KiB read: gigabytes were read before.
    expect(written).toBeLessThan(32 * MIB);
  }, 60_000);

  it('refuses a list longer than the limit with a message that names it, even in one page of 200,000', async () => {
    const tools = Array.from({ length: 200_000 }, (_, i) => ({ name: `t${i}` }));
    await withServer(
      modern(() => ({ tools })),
      async (url) => {
        const { code, stderr } = await capture(url);
        expect(code).toBe(EXIT.error);
        expect(stderr).toContain(
          `the server listed more than ${MAX_LIST_ITEMS.toLocaleString('en-US')} tools in its answers to tools/list (a page took the count to 200,000), more than mcpdesc reads from one list`,
        );
        expect(stderr).not.toContain('call stack');
      },
    );
  }, 60_000);
});

describe('listAll', () => {
  const tools = LIST_KINDS[0];
  it('takes a page far longer than a call can have arguments', async () => {
    const page = Array.from({ length: 300_000 }, (_, i) => ({ name: `t${i}` }));
    const items = await listAll(tools, async () => ({ tools: page }), 1_000_000);
    expect(items).toHaveLength(300_000);
  });

  it('counts items over every page against the limit', async () => {
    const request = async (_method: string, params: { cursor?: string }) => ({ tools: [{ name: 'a' }, { name: 'b' }], nextCursor: `${params.cursor ?? ''}x` });
    await expect(listAll(tools, request, 5)).rejects.toThrow('more than 5 tools in its answers to tools/list (a page took the count to 6)');
  });
});

describe('BodyBudget', () => {
  const stream = (chunks: number, size: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(size));
        controller.close();
      },
    });

  it('cuts an answer off with an error once it is larger than the limit for one', async () => {
    const limited = new BodyBudget({ response: 4096, session: 1 << 20 }).limit(new Response(stream(5, 1024)));
    await expect(limited.arrayBuffer()).rejects.toThrow("the server sent an HTTP answer of more than 4 KiB (mcpdesc's limit for one answer)");
  });

  it('counts every answer of a session, and refuses the rest of the session once it is spent', async () => {
    let exceeded = '';
    const budget = new BodyBudget({ response: 4096, session: 8192 }, (why) => {
      exceeded = why;
    });
    expect((await budget.limit(new Response(stream(4, 1024))).arrayBuffer()).byteLength).toBe(4096);
    expect((await budget.limit(new Response(stream(4, 1024))).arrayBuffer()).byteLength).toBe(4096);
    await expect(budget.limit(new Response(stream(1, 1))).arrayBuffer()).rejects.toThrow('more than 8 KiB over HTTP in one session');
    expect(exceeded).toBe("the server sent more than 8 KiB over HTTP in one session (mcpdesc's limit for a session)");
    expect(budget.exceeded).toBe(exceeded);
  });

  it('passes an answer within the limits through whole, with its status and headers', async () => {
    const limited = new BodyBudget({ response: 4096, session: 8192 }).limit(
      new Response(stream(4, 1024), { status: 202, headers: { 'content-type': 'text/event-stream' } }),
    );
    expect(limited.status).toBe(202);
    expect(limited.headers.get('content-type')).toBe('text/event-stream');
    expect((await limited.arrayBuffer()).byteLength).toBe(4096);
  });

  it("keeps the start of an error's body, marked as cut", async () => {
    const limited = new BodyBudget().limit(new Response(stream(100, 1024), { status: 500 }));
    expect(limited.status).toBe(500);
    const text = await limited.text();
    expect(text.length).toBe(MAX_ERROR_BODY_BYTES + ' … (cut at 64 KiB)'.length);
    expect(text.endsWith(' … (cut at 64 KiB)')).toBe(true);
  });

  it('leaves a redirect without a body as it is, for the SDK to read', () => {
    const redirect = new Response(null, { status: 307, headers: { location: '/elsewhere' } });
    expect(new BodyBudget().limit(redirect)).toBe(redirect);
  });
});
