import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Starts a Koa app on a free loopback port. */
export async function listen(app: Koa<never> | Koa): Promise<RunningServer> {
  const server: Server = await new Promise((resolve) => {
    const s = (app as Koa).listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        // A live stream a test left open would keep close() waiting for ever, and the API behind it running.
        server.closeAllConnections();
      }),
  };
}

// Test answers are read loosely: the assertions say what shape they must have.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export const json = async (res: Response): Promise<Json> => res.json();
