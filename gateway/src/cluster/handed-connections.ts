import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ControlMessage, isControl } from './messages';

/** Closed connections are told to the primary at most this often (one message, not one each). */
const REPORT_MS = 20;

/**
 * A cluster worker's side of connection-balancer.ts: the visitors' connections the primary sends
 * go to this worker's HTTP server as if it had accepted them, and their closes are told back in
 * batches so the primary's counts follow.
 */
export function takeHandedConnections(server: Server): void {
  let closed = 0;
  let reporting = false;
  const report = () => {
    reporting = false;
    if (closed && process.connected) process.send?.({ oa: 'closed', count: closed } satisfies ControlMessage);
    closed = 0;
  };
  process.on('message', (message: unknown, handle: unknown) => {
    if (!isControl(message, 'connection') || !handle) return;
    const socket = handle as Socket;
    socket.once('close', () => {
      closed++;
      if (reporting) return;
      reporting = true;
      setTimeout(report, REPORT_MS).unref();
    });
    server.emit('connection', socket);
  });
}

/**
 * Where a worker's HTTP server listens, alone (`exclusive`): nobody connects there, but a listening
 * server is what Node's HTTP server needs to enforce its header and request timeouts and to track
 * its connections (closeIdleConnections), and what the graceful shutdown closes.
 */
export const privateSocketPath = () =>
  process.platform === 'win32'
    ? `\\\\?\\pipe\\oa-worker-${process.pid}`
    : join(tmpdir(), `oa-worker-${process.pid}.sock`);
