import type { Redis } from 'ioredis';

/**
 * A client for shared counters. Commands fail fast while Redis is away (no long queue), and a
 * wrong REDIS_URL stops the start instead of quietly leaving every process with its own limits.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  // Loaded only with REDIS_URL: the embedded setup never pays its start-up time and memory.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  let refused: Error | undefined;
  const whileConnecting = (error: Error) => (refused ??= error);
  redis.on('error', whileConnecting);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis по адресу REDIS_URL не отвечает: ${(refused ?? (error as Error)).message}`);
  }
  redis.off('error', whileConnecting).on('error', onError);
  return redis;
}
