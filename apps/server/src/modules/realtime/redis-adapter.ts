// Several server processes behind one address: with REDIS_URL set, every room emit goes through a Redis stream
// (@socket.io/redis-streams-adapter), so a message stored by process A reaches the sockets connected to B.
// Without Redis the default in-memory adapter stays (one process, nothing to share).
//
// How it lives through a Redis restart: the adapter reads the stream with its own blocking XREAD connection,
// keeps the last offset it read and simply polls again after an error; ioredis reconnects every connection and
// re-subscribes the PUB/SUB one. An emit made while Redis is down is still delivered to this process's own
// sockets (the adapter tries to publish, gives up after the client's retries, then delivers locally).
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface SocketAdapter {
  /** For `new Server(…, { adapter })`. */
  adapter: ReturnType<typeof createAdapter>;
  /** After the namespace's adapter has closed: ends the adapter's own Redis connection. */
  close(): Promise<void>;
}

/**
 * `stream` (SOCKET_REDIS_STREAM) names the Redis stream and the PUB/SUB channel prefix: every process of one
 * deployment uses the same; two deployments (or test runs) on one Redis use different ones, since the demo
 * offices' ids, and so their room names, are the same everywhere.
 */
export function redisStreamsAdapter(redis: Redis, stream: string, log: FastifyBaseLogger): SocketAdapter {
  // A connection of its own (the adapter duplicates it again for XREAD and for PUB/SUB): the app's client
  // is lazyConnect, and a duplicate of it would be connected by the adapter with a promise nobody awaits.
  const publisher = redis.duplicate({ lazyConnect: false });
  let down = false;
  publisher.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'Socket.IO: Redis indisponível; eventos só para este processo até voltar');
  });
  publisher.on('ready', () => {
    if (down) log.info('Socket.IO: Redis de volta');
    down = false;
  });
  return {
    adapter: createAdapter(publisher, {
      streamName: stream,
      channelPrefix: stream,
      // Chat payloads are JSON: skip the adapter's search for binary data on every emit.
      onlyPlaintext: true,
    }),
    async close() {
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
