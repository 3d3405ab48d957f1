// The Redis of the team's machines and CI (127.0.0.1:6379): suites that need it skip loudly without
// it, and fail with REQUIRE_REDIS=1 (as CI runs them).
import { connect } from 'node:net';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether something answers PING with PONG at 127.0.0.1:6379. */
export function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379 });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      resolve(false);
      socket.destroy();
    });
  });
}

/** In a `before` hook: skips the suite (or fails with REQUIRE_REDIS=1) when Redis does not answer. */
export async function requireRedis(context: Mocha.Context, what: string): Promise<void> {
  if (await redisAnswers()) return;
  if (process.env.REQUIRE_REDIS === '1')
    throw new Error('REQUIRE_REDIS=1 but Redis does not answer at 127.0.0.1:6379');
  console.warn(
    `\n!!! Redis unreachable at 127.0.0.1:6379: the ${what} suite is SKIPPED (REQUIRE_REDIS=1 makes this a failure) !!!\n`,
  );
  context.skip();
}
