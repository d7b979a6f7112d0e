// The parts of web-push-testing (no types of its own) that tests/support/push-service.ts runs in-process.
declare module "web-push-testing/src/server.js" {
  import type { Server } from "node:http";
  export default class WebPushTestingServer {
    constructor(model: unknown, port: number);
    startServer(): void;
    _server?: Server;
  }
}

declare module "web-push-testing/src/PushApiModel.js" {
  export class PushApiModel {}
}
