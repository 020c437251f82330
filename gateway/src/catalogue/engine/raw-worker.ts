import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { evaluateRaw, type RawBudget, type RawJob } from './raw-evaluate';
import { type CodecDictionary, RecordCodec, type SharedBlob, SharedBlobReader } from './record-codec';

/**
 * The raw-query worker (started by raw-pool.ts): evaluates mongo/search and mongo/aggregate jobs
 * over records it reads from the store's shared memory. A source (one locale's records, summaries
 * or relations) arrives once with its dictionary; later jobs name it by id.
 */

export interface SourceMessage {
  id: number;
  blob?: SharedBlob;
  /** Null for sources stored as plain JSON (summaries, relations). */
  dictionary?: CodecDictionary | null;
}
export interface JobMessage {
  jobId: number;
  source: SourceMessage;
  job: RawJob;
  budget: RawBudget;
}

// The lowest CPU priority for this thread alone (Linux: a nice value is per thread, and
// /proc/thread-self names this thread's id): on a machine with few cores the event loop always wins
// the CPU over a raw query. Elsewhere the call fails and the thread keeps the default priority.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) setPriority(tid, 19);
} catch {}

/** Sources by id; a few are kept (a re-import makes new ones, the old ones are dropped in time). */
const sources = new Map<number, SharedBlobReader>();
const KEEP = 12;

parentPort?.on('message', (message: JobMessage) => {
  const { source } = message;
  // Sources dropped here: the pool sends them again with their blob if a later job names them.
  const dropped: number[] = [];
  if (source.blob) {
    sources.set(
      source.id,
      new SharedBlobReader(source.blob, source.dictionary ? RecordCodec.from(source.dictionary) : null),
    );
    while (sources.size > KEEP) {
      const oldest = sources.keys().next().value!;
      sources.delete(oldest);
      dropped.push(oldest);
    }
  }
  const reader = sources.get(source.id);
  const outcome = reader
    ? evaluateRaw(reader, message.job, message.budget)
    : { ok: false as const, status: 500 as const, message: `unknown source ${source.id}` };
  parentPort!.postMessage({ jobId: message.jobId, outcome, dropped });
});

parentPort?.postMessage({ ready: true });
