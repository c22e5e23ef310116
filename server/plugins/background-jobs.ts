import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createBackgroundJobs, type BackgroundJobs, type Later } from '../services/background-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started by a request that outlives its answer; a shutdown waits for it. */
    jobs: BackgroundJobs;
  }
}

/** The request's way to run work after its answer, failures logged in the request's log. */
export const laterFor =
  (request: FastifyRequest): Later =>
  (work, failure) =>
    request.server.jobs.later(work, request.log, failure);

// One registry for the app (not one per routes plugin): it is the app's closing that must wait.
async function backgroundJobs(app: FastifyInstance, { jobs = createBackgroundJobs() }: { jobs?: BackgroundJobs }) {
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.settled());
}

export default fp(backgroundJobs, { name: 'background-jobs' });
