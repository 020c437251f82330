/** Control messages on the cluster channel between the primary and its workers. */
export type ControlMessage =
  /** worker -> primary: every store is ready, it can take traffic. */
  | { oa: 'ready' }
  /** worker -> primary: hand me visitors' connections (connection-balancer.ts). */
  | { oa: 'accepting' }
  /** primary -> worker, with a socket: a visitor's connection for this worker. */
  | { oa: 'connection' }
  /** worker -> primary: this many of the connections it was handed have closed since it last said. */
  | { oa: 'closed'; count: number }
  /** primary -> worker: drain and exit (a rolling restart or a shutdown). */
  | { oa: 'shutdown' }
  /** worker -> primary: may this address make one more raw mongo/* call? (flood-control.ts) */
  | { oa: 'flood'; id: number; address: string }
  /** primary -> worker: the answer; 0 = go ahead, else the seconds until it may. */
  | { oa: 'flood-wait'; id: number; wait: number };

export const isControl = (m: unknown, kind: ControlMessage['oa']): boolean =>
  typeof m === 'object' && m !== null && (m as { oa?: unknown }).oa === kind;
