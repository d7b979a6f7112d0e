// A TCP relay between the app and PostgreSQL that a test can cut, as a
// restart or a network partition would, and open again on the same port.
// No "@/" imports: Playwright may load this file too.
import net, { type AddressInfo } from "node:net";

export class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  /** Forwards 127.0.0.1:<port> to the target (the same port after a cut); returns the port. */
  async open(): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 5432), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    return this.port;
  }

  /** The target's URL with this relay's address in its place. */
  url(): string {
    const url = new URL(this.target);
    url.hostname = "127.0.0.1";
    url.port = String(this.port);
    return url.toString();
  }

  /** New connections are refused and open ones are dropped. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
