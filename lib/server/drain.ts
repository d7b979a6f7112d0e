// Stopping an HTTP server without cutting anyone off (scripts/server.ts, on
// SIGTERM): the listening socket closes at once, so no new connection is
// accepted; requests in progress finish, each answered with
// "Connection: close"; a kept-alive connection that is idle meanwhile stays
// open until the last request in progress ends, and whatever it asks in the
// meantime is answered too (closing it under a balancer that is sending on it
// would lose that request; readiness then answers 503, telling the balancer).
// Past the bound, the connections still open are closed.
//
// Node's own server.close() closes idle kept-alive connections at once
// (Node 19+), hence the listening socket is closed as net.Server's instead.
// Free of Next and of "server-only": the server script imports it.
import type { Server as HttpServer, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

export interface Drainer {
  /** Call first thing for every request: counts it in progress, and says "Connection: close" once stopping. */
  track(res: ServerResponse): void;
  /**
   * Stops accepting connections and resolves once every connection has
   * ended, or after `limitMs` with the number of connections that were still
   * open and have been closed.
   */
  stop(limitMs: number): Promise<number>;
}

export function drainer(server: HttpServer): Drainer {
  const inProgress = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let stopping = false;

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  const closeIfQuiet = () => {
    if (stopping && inProgress.size === 0) server.closeIdleConnections();
  };

  return {
    track(res) {
      inProgress.add(res);
      if (stopping) res.setHeader("Connection", "close");
      res.once("close", () => {
        inProgress.delete(res);
        closeIfQuiet();
      });
    },

    stop(limitMs) {
      stopping = true;
      for (const res of inProgress) if (!res.headersSent) res.setHeader("Connection", "close");
      return new Promise<number>((resolve) => {
        const timer = setTimeout(() => {
          const cut = sockets.size;
          server.closeAllConnections();
          for (const socket of sockets) socket.destroy();
          resolve(cut);
        }, limitMs);
        NetServer.prototype.close.call(server, () => {
          clearTimeout(timer);
          resolve(0);
        });
        closeIfQuiet();
      });
    },
  };
}
