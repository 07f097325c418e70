import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfAnswer, PdfInput, PdfKind, PdfRequest } from './pdfRenderers';

/**
 * The worker: the bundle beside the built server, or its TypeScript source through tsx when the
 * server runs from its sources (development and tests).
 */
const startWorker = () => {
  const built = path.join(__dirname, 'pdfWorker.js');
  if (existsSync(built)) return new Worker(built);
  const source = JSON.stringify(path.join(__dirname, 'pdfWorker.ts'));
  return new Worker(`require('tsx/cjs'); require(${source});`, { eval: true });
};

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let lastId = 0;

/** The thread keeps the process alive only while a PDF is on its way, never when idle. */
const idleWhenDone = (thread: Worker) => {
  if (pending.size === 0) thread.unref();
};

const failAll = (error: Error) => {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
};

/** The one PDF thread of this process, started at the first PDF and again after a crash. */
const thread = () => {
  if (worker) return worker;
  const started = startWorker();
  started.on('message', (answer: PdfAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    idleWhenDone(started);
    if (!waiting) return;
    if ('pdf' in answer)
      waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.length));
    else waiting.reject(new Error(answer.error));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    worker = null;
    failAll(new Error(`The PDF thread stopped (exit code ${code}).`));
  });
  // Listening refs the thread: it is let go until a PDF is asked for.
  started.unref();
  worker = started;
  return started;
};

/** A PDF drawn on the PDF thread, leaving the server's own thread to answer requests. */
export const renderPdfOffThread = <K extends PdfKind>(kind: K, input: PdfInput<K>) =>
  new Promise<Buffer>((resolve, reject) => {
    lastId += 1;
    const request: PdfRequest = { id: lastId, kind, input };
    pending.set(request.id, { resolve, reject });
    const drawing = thread();
    drawing.ref();
    drawing.postMessage(request);
  });
