// Starts a worker thread on a TypeScript module: under tsx the worker needs the loader registered
// in its own thread before it can import .ts files.
import { workerData } from 'node:worker_threads';

if (workerData.module.endsWith('.ts')) (await import('tsx/esm/api')).register();
await import(workerData.module);
