import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringPids, type ClusterGateway, call, startCluster } from '../../test/cluster-gateway';

// `npm start` with WORKERS=2 (issue 22): a primary holding the catalogue and two workers on one
// port. What a visitor, an operator and the balancer in front would notice.
const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };

const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

describe('the gateway with two workers', () => {
  let gateway: ClusterGateway;
  beforeAll(async () => {
    gateway = await startCluster({
      LOGIN_RATE_LIMIT_ACCOUNT: '2',
      // The raw calls' flood control: a burst of 4 per address, refilled too slowly to matter here.
      MONGO_RATE_LIMIT: '0.01',
      MONGO_RATE_BURST: '4',
    });
  }, 120_000);
  afterAll(() => gateway?.stop());

  it('answers from both workers, which share sessions and sign-in limits', async () => {
    const login = await call('POST', `${gateway.url}/api/public/login`, MANAGER);
    const token = await call('POST', `${gateway.url}/api/public/token`, JSON.parse(login.text));
    const session = await call('POST', `${gateway.url}/api/public/session`, JSON.parse(token.text));
    expect(session.status).toBe(200);
    const cookie = cookieOf(session.headers['set-cookie'], 'oa_session')!;
    // New connections are dealt to the workers in turn: the session opened on one works on both.
    for (let i = 0; i < 8; i++) {
      const profile = await call('GET', `${gateway.url}/api/auth/profile`, undefined, { cookie });
      expect(profile.status).toBe(200);
      expect(JSON.parse(profile.text).email).toBe(MANAGER.email);
    }
    expect(answeringPids(gateway.output(), '/api/auth/profile').size).toBe(2);

    // Failed sign-ins counted on either worker add up: the third attempt must wait (429).
    const wrong = { email: MANAGER.email, password: 'Sbagliata-123' };
    expect((await call('POST', `${gateway.url}/api/public/login`, wrong)).status).toBe(401);
    expect((await call('POST', `${gateway.url}/api/public/login`, wrong)).status).toBe(401);
    const waiting = await call('POST', `${gateway.url}/api/public/login`, MANAGER);
    expect(waiting.status).toBe(429);
    expect(answeringPids(gateway.output(), '/api/public/login').size).toBe(2);
  });

  it('answers /metrics once for the whole cluster', async () => {
    for (let i = 0; i < 6; i++) expect((await call('GET', `${gateway.url}/api/health`)).status).toBe(200);
    const text = (await call('GET', `${gateway.url}/metrics`)).text;
    // Six answers dealt to two workers, counted together (and the primary's catalogue calls).
    const line = /oa_http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\d+)/.exec(text);
    expect(Number(line?.[1])).toBeGreaterThanOrEqual(6);
    expect(text).toMatch(/^oa_raw_pool_jobs 0$/m);
    expect(text).toMatch(
      /oa_catalogue_store_call_seconds_count\{method="search",outcome="ok"\}|^oa_catalogue_calls_waiting/m,
    );
  });

  it("counts an address's raw mongo/* calls across both workers, not per worker", async () => {
    const statuses: number[] = [];
    // Each call on a connection of its own: the calls are dealt to both workers, whose budgets
    // would add up to 8 if each counted alone.
    for (let i = 0; i < 10; i++) {
      const answer = await call('POST', `${gateway.url}/api/public/mongo/search`, {
        table: 'data_it',
        query: { table: 'ca_objects' },
        limit: 1,
      });
      statuses.push(answer.status);
    }
    expect(answeringPids(gateway.output(), '/api/public/mongo/search').size).toBe(2);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
  });

  it('deals each new connection to the worker holding the fewest open ones', async () => {
    // A keep-alive connection answered once: which worker holds it (the request's log line's pid).
    const open = async (tag: string) => {
      const socket = connect(gateway.port, '127.0.0.1');
      let answer = '';
      socket.on('data', (c) => {
        answer += c;
      });
      socket.write(`GET /api/health?c=${tag} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      while (!/\r\n\r\n[\s\S]*\}/.test(answer)) await new Promise((r) => setTimeout(r, 10));
      await gateway.printed(`/api/health?c=${tag}`);
      // The URL may be printed before the rest of its log line has arrived: read it once whole.
      let [pid] = answeringPids(gateway.output(), `/api/health?c=${tag}`);
      for (let i = 0; pid === undefined && i < 500; i++) {
        await new Promise((r) => setTimeout(r, 10));
        [pid] = answeringPids(gateway.output(), `/api/health?c=${tag}`);
      }
      return { socket, pid };
    };
    const run = Date.now();
    // Connections of the earlier tests are closed; their closes reach the primary in 20 ms batches.
    await new Promise((r) => setTimeout(r, 300));
    // Sixteen at once reach both workers. How many each gets depends on what each still held (a
    // connection of an earlier test whose close was not yet counted on a busy machine), so it is
    // not asserted: what only the fewest-first dealing does comes next.
    const first = await Promise.all(Array.from({ length: 16 }, (_, i) => open(`${run}-a${i}`)));
    const pids = [...new Set(first.map((c) => c.pid))];
    expect(pids).toHaveLength(2);
    const count = (pid: number | undefined) => first.filter((c) => c.pid === pid).length;
    // The worker that took more of them (eight or more); its visitors leave, so it now holds seven
    // or more fewer than the other (the two were within one of each other after the sixteen). The
    // next four, one after the other, all go to it (in turn, as Node's own round-robin deals them,
    // two would go to the other worker).
    const emptied = count(pids[0]) >= count(pids[1]) ? pids[0] : pids[1];
    for (const c of first.filter((c) => c.pid === emptied)) c.socket.destroy();
    await new Promise((r) => setTimeout(r, 300));
    const next: { socket: ReturnType<typeof connect>; pid: number | undefined }[] = [];
    for (let i = 0; i < 4; i++) next.push(await open(`${run}-b${i}`));
    expect(next.map((c) => c.pid)).toEqual([emptied, emptied, emptied, emptied]);
    for (const c of [...first, ...next]) c.socket.destroy();
  });

  it('replaces every worker on SIGHUP while requests keep coming, losing none', async () => {
    const before = new Set(
      [...gateway.output().matchAll(/"pid":(\d+),[^\n]*"msg":"Server listening/g)].map((m) => Number(m[1])),
    );
    const from = gateway.output().length;
    const statuses = new Map<number, number>();
    let errors = 0;
    const failures: string[] = [];
    let running = true;
    const client = async (i: number) => {
      while (running) {
        const res = await (i % 2
          ? call('POST', `${gateway.url}/api/public/catalogue/search`, { text: 'lettera' })
          : call('GET', `${gateway.url}/api/public/catalogue/media/none.png`)
        ).catch((err: Error) => {
          failures.push(err.message);
          return null;
        });
        if (!res) errors++;
        else statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        // Paced: a flat-out load on two shared cores starves the new workers' start (the bench
        // measures 100 connections flat out: bench:cluster).
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const clients = Array.from({ length: 6 }, (_, i) => client(i));
    await new Promise((r) => setTimeout(r, 300));
    gateway.child.kill('SIGHUP');
    await gateway.printed('rolling restart done', from);
    await new Promise((r) => setTimeout(r, 300));
    running = false;
    await Promise.all(clients);

    expect(errors, failures.join('; ')).toBe(0);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(20);
    expect(statuses.get(404)).toBeGreaterThan(20);
    const after = [
      ...gateway
        .output()
        .slice(from)
        .matchAll(/"pid":(\d+),[^\n]*"msg":"Server listening/g),
    ].map((m) => Number(m[1]));
    expect(after).toHaveLength(2);
    expect(after.every((pid) => !before.has(pid))).toBe(true);
    // Each replacement took the place of the worker it replaced: one worker in each place, so
    // what one worker alone does (drawing the home ahead) is still done once.
    const places = (text: string) =>
      [...text.matchAll(/"slot":(\d+),[^\n]*"msg":"worker in its place"/g)].map((m) => Number(m[1])).sort();
    expect(places(gateway.output().slice(0, from))).toEqual([0, 1]);
    expect(places(gateway.output().slice(from))).toEqual([0, 1]);
  }, 300_000);

  it('on SIGTERM stops accepting, finishes the request in flight and exits 0', async () => {
    const body = JSON.stringify({ text: 'lettera', limit: 3 });
    const socket = connect(gateway.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (c) => {
      answer += c;
    });
    const ended = new Promise((r) => socket.once('close', r));
    // Headers and half the body: the request is in flight when the signal comes.
    socket.write(
      `POST /api/public/catalogue/search HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const from = gateway.output().length;
    gateway.child.kill('SIGTERM');
    await gateway.printed('draining', from);
    await new Promise((r) => setTimeout(r, 300));
    // No new connection is taken any more...
    const refused = await call('GET', `${gateway.url}/api/health`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    // ...while the one in flight is answered in full, and told to close.
    socket.write(body.slice(10));
    await ended;
    expect(answer).toMatch(/^HTTP\/1.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).data).toHaveLength(3);
    expect(await gateway.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});

describe("the gateway with two workers dealt to by Node's round-robin (WORKER_CONNECTIONS)", () => {
  it('answers from both workers and exits 0 on SIGTERM', async () => {
    const gateway = await startCluster({ WORKER_CONNECTIONS: 'round-robin' });
    try {
      for (let i = 0; i < 8; i++)
        expect((await call('GET', `${gateway.url}/api/health?rr`)).status).toBe(200);
      await gateway.printed('/api/health?rr');
      expect(answeringPids(gateway.output(), '/api/health?rr').size).toBe(2);
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toEqual({ code: 0, signal: null });
    } finally {
      await gateway.stop();
    }
  }, 120_000);
});
