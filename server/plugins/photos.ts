import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PhotoPipeline } from '../services/photo-pipeline';
import { createPhotoStore, type PhotoStore } from '../services/photo-store';
import type { Photos } from '../services/submissions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Project photos: the sharp pipeline (one at a time, a short queue) and the store on disk. */
    photos: Photos;
  }
}

/**
 * The pipeline, loaded with the first photo: sharp and libvips cost 13 MB and 30 ms at every start
 * of a process that may never see a photo (a second process, a night without pupils).
 */
export function pipelineOnFirstUse(): PhotoPipeline {
  let loading: Promise<PhotoPipeline> | undefined;
  let loaded: PhotoPipeline | undefined;
  const load = () =>
    (loading ??= import('../services/photo-pipeline').then(
      (module) => (loaded = module.createPhotoPipeline()),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    process: async (input, client) => (await load()).process(input, client),
    // Nothing loaded, nothing queued.
    busy: () => loaded?.busy(),
    get gate() {
      if (!loaded) throw new Error('Обработка фото ещё не загружена: до первого фото очереди нет');
      return loaded.gate;
    },
  };
}

async function photos(app: FastifyInstance, options: { pipeline?: PhotoPipeline; store?: PhotoStore }) {
  const store = options.store ?? createPhotoStore(app.config.uploadsDir);
  app.decorate('photos', { pipeline: options.pipeline ?? pipelineOnFirstUse(), store });
  app.addHook('onReady', async () => {
    // A school that cannot keep the pupils' photos does not start (docs/decisions/0201-health-names-what-is-broken.md).
    await store.checkWritable().catch((error: unknown) => {
      throw new Error(`в папку для фото ${app.config.uploadsDir} нельзя записать (UPLOADS_DIR): ${(error as Error).message}. Дайте серверу права на запись в неё`);
    });
    // Half-written files of a crash mid-upload: nobody points to them.
    const swept = await store.sweepTemporary().catch((error: unknown) => {
      app.log.warn({ err: error }, 'Не удалось убрать недописанные фото');
      return 0;
    });
    if (swept > 0) app.log.info(`Убраны недописанные фото: ${swept}`);
  });
}

export default fp(photos, { name: 'photos', dependencies: ['core'] });
