import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPhotoPipeline } from '../services/photo-pipeline';
import { createPhotoStore } from '../services/photo-store';
import type { Photos } from '../services/submissions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Project photos: the sharp pipeline (one at a time, a short queue) and the store on disk. */
    photos: Photos;
  }
}

async function photos(app: FastifyInstance) {
  const store = createPhotoStore(app.config.uploadsDir);
  app.decorate('photos', { pipeline: createPhotoPipeline(), store });
  // Half-written files of a crash mid-upload: nobody points to them.
  app.addHook('onReady', async () => {
    const swept = await store.sweepTemporary().catch((error: unknown) => {
      app.log.warn({ err: error }, 'Не удалось убрать недописанные фото');
      return 0;
    });
    if (swept > 0) app.log.info(`Убраны недописанные фото: ${swept}`);
  });
}

export default fp(photos, { name: 'photos', dependencies: ['core'] });
