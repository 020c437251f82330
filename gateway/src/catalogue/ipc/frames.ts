import type { Socket } from 'node:net';
import { deserialize, serialize } from 'node:v8';
import { CATALOGUE_CALLS } from '../port';

/**
 * Messages between a worker's client store and the primary's host: v8.serialize (records, Maps and
 * typed arrays cross as they are, faster than JSON for large pages) in frames of a 4-byte length
 * then the payload, over a Unix socket.
 */
export type Message =
  | { t: 'call'; id: number; m: ForwardedMethod; a: unknown[] }
  | { t: 'reply'; id: number; ok: true; v: unknown }
  | { t: 'reply'; id: number; ok: false; e: WireError }
  | { t: 'state'; state: StoreState };

/** What the workers read locally, pushed by the host when it changes (never a round trip). */
export interface StoreState {
  ready: boolean;
  locales: string[];
  versions: Record<string, string | undefined>;
}

export interface WireError {
  name: string;
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

/** Every CatalogueStore method answered by the host; ready, locales, dataVersion come from state. */
export const FORWARDED = CATALOGUE_CALLS;
export type ForwardedMethod = (typeof FORWARDED)[number];
export const isForwarded = (m: unknown): m is ForwardedMethod =>
  typeof m === 'string' && (FORWARDED as readonly string[]).includes(m);

/** A frame larger than this is a broken peer, not an answer (answers are capped far below it). */
const MAX_FRAME = 512 * 1024 * 1024;

/** Sockets corked until the end of the current tick (see writeMessage). */
const corked = new WeakSet<Socket>();

/**
 * Writes one message; false when the socket's buffer is full (the caller may wait for 'drain').
 * The socket stays corked until the end of the tick, so the messages written in one turn of the
 * event loop (a page's parallel catalogue calls; the host's replies to several of a worker's calls)
 * leave in one system call, not two writes' worth each (issue 22: a crawler's record pages spent
 * ~1.4% of a worker's CPU in those writes).
 */
export function writeMessage(socket: Socket, message: Message): boolean {
  const body = serialize(message);
  const head = Buffer.allocUnsafe(4);
  head.writeUInt32BE(body.length, 0);
  if (!corked.has(socket)) {
    corked.add(socket);
    socket.cork();
    process.nextTick(() => {
      corked.delete(socket);
      socket.uncork();
    });
  }
  socket.write(head);
  return socket.write(body);
}

/** Calls onMessage for each whole frame read from the socket; a broken frame destroys it. */
export function readMessages(socket: Socket, onMessage: (message: Message) => void): void {
  let chunks: Buffer[] = [];
  let buffered = 0;
  let need = -1;
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    buffered += chunk.length;
    for (;;) {
      if (need < 0) {
        if (buffered < 4) return;
        const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
        chunks = [all];
        need = all.readUInt32BE(0);
        if (need > MAX_FRAME) {
          socket.destroy(new Error('catalogue IPC frame too large'));
          return;
        }
      }
      if (buffered < 4 + need) return;
      const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
      const body = all.subarray(4, 4 + need);
      const rest = all.subarray(4 + need);
      chunks = rest.length ? [rest] : [];
      buffered = rest.length;
      need = -1;
      let message: Message;
      try {
        message = deserialize(body) as Message;
      } catch (err) {
        socket.destroy(err as Error);
        return;
      }
      onMessage(message);
    }
  });
}
