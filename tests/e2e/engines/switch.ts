import { connect, createServer, type Socket } from 'node:net';

/**
 * The school's server as a child's phone reaches it, behind a switch: down, nothing answers on
 * its port (the connection is refused) while the phone's own network stays up, so no `offline`
 * event comes; up, it answers again on the same port.
 */
export interface ServerSwitch {
  /** The address the browser opens: the switch's port on 127.0.0.1. */
  readonly url: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startSwitch(target: string): Promise<ServerSwitch> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const port = await listen(0);
  let listening = true;
  const down = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    down,
    async up() {
      if (listening) return;
      await listen(port);
      listening = true;
    },
    close: down,
  };
}
