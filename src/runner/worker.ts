// A lint worker thread's entry point when mcpdesc runs from its TypeScript sources (the bundles register
// their own entry point instead): serve the batches the main thread sends.
import { serveLintWorker } from './run.js';

serveLintWorker();
