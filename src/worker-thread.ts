/**
 * A worker thread on a TypeScript module (the AI's searches, the pictures), started through
 * worker-boot.mjs, which registers the TypeScript loader in the thread. It does not keep the process
 * alive: the pool that owns it ends it.
 */
import { Worker } from 'node:worker_threads';

export function startWorker(module: URL): Worker {
  const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
    workerData: { module: module.href },
  });
  worker.unref();
  return worker;
}
