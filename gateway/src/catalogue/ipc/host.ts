import { rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { Locale } from '@archive/contracts/locales';
import type { CatalogueStore } from '../port';
import {
  isForwarded,
  type Message,
  readMessages,
  type StoreState,
  type WireError,
  writeMessage,
} from './frames';

/** How often the host looks for a state change nobody asked about (a reload swapping an index in). */
const STATE_POLL_MS = 100;
/** Unread answers to one worker past which its next calls wait (raw answers are capped at 2 MB). */
const PAUSE_ABOVE_BYTES = 8 * 1024 * 1024;

/**
 * The primary's side: one catalogue store answering every worker's port calls over a Unix socket,
 * so N workers hold one copy of the indexes (issue 22). Calls run concurrently as they would in one
 * process; a slow socket pauses reading its calls until it drains (backpressure), and the state the
 * workers read without asking (ready, locales, data versions) is pushed whenever it changes, before
 * any answer drawn from the changed store.
 */
export class CatalogueHost {
  private readonly sockets = new Set<Socket>();
  private readonly sent = new WeakMap<Socket, string>();
  private server: Server | null = null;
  private poll: NodeJS.Timeout | null = null;
  /** Calls being answered (metrics: the primary's load). */
  inFlight = 0;

  constructor(
    private readonly store: CatalogueStore,
    /** Settles when the store has begun serving: calls arriving before it wait for it. */
    private readonly loaded: Promise<unknown> = Promise.resolve(),
  ) {}

  async listen(path: string): Promise<void> {
    rmSync(path, { force: true });
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    this.poll = setInterval(() => {
      for (const socket of this.sockets) this.pushState(socket);
    }, STATE_POLL_MS);
    this.poll.unref();
  }

  state(): StoreState {
    const locales = this.store.locales();
    const versions: Record<string, string | undefined> = {};
    for (const locale of locales) versions[locale] = this.store.dataVersion?.(locale as Locale);
    return { ready: this.store.ready(), locales, versions };
  }

  private pushState(socket: Socket): void {
    const state = this.state();
    const text = JSON.stringify(state);
    if (this.sent.get(socket) === text || socket.destroyed) return;
    this.sent.set(socket, text);
    writeMessage(socket, { t: 'state', state });
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    // A worker that dies mid-call leaves a broken pipe: nothing to answer, nothing to crash.
    socket.on('error', () => socket.destroy());
    this.pushState(socket);
    readMessages(socket, (message) => {
      if (message.t === 'call') void this.answer(socket, message);
    });
  }

  private async answer(socket: Socket, call: Extract<Message, { t: 'call' }>): Promise<void> {
    let reply: Message;
    this.inFlight++;
    try {
      if (!isForwarded(call.m) || !Array.isArray(call.a)) throw new Error('unknown catalogue call');
      // Before the load has begun an embedded store would answer from an empty index.
      await this.loaded;
      const method = this.store[call.m] as ((...args: unknown[]) => Promise<unknown>) | undefined;
      if (typeof method !== 'function') throw new Error(`the catalogue store has no ${call.m}`);
      reply = { t: 'reply', id: call.id, ok: true, v: await method.apply(this.store, call.a) };
    } catch (err) {
      reply = { t: 'reply', id: call.id, ok: false, e: wireError(err) };
    } finally {
      this.inFlight--;
    }
    if (socket.destroyed) return;
    this.pushState(socket);
    try {
      writeMessage(socket, reply);
      // Backpressure: past a few MB of answers the worker has not read, read no more of its calls
      // until it has (the socket's own 16 KB mark would pause after nearly every page of records).
      if (socket.writableLength > PAUSE_ABOVE_BYTES && !socket.isPaused()) {
        socket.pause();
        socket.once('drain', () => socket.resume());
      }
    } catch (err) {
      // An answer v8 cannot serialise (a bug, not input): the caller gets an error, not a hang.
      writeMessage(socket, { t: 'reply', id: call.id, ok: false, e: wireError(err) });
    }
  }

  async close(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

function wireError(err: unknown): WireError {
  const e = err as {
    name?: string;
    message?: string;
    code?: unknown;
    status?: unknown;
    statusCode?: unknown;
  };
  const status =
    typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  return {
    // The class, not .name: the gateway's error classes do not set a name of their own.
    name: err instanceof Error ? err.constructor.name : 'Error',
    message: typeof e.message === 'string' ? e.message : String(err),
    code: typeof e.code === 'string' ? e.code : undefined,
    status,
  };
}
