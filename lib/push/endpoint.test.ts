import { describe, expect, it } from "vitest";
import { endpointProblem, isPublicAddress, publicOnlyLookup, subscriptionEndpointProblem } from "./endpoint";

describe("isPublicAddress", () => {
  it("knows the private, loopback, link-local, shared and reserved ranges, in IPv4 and IPv6", () => {
    for (const address of ["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111", "2a00:1450:4001:80b::200a"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.1.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "198.18.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:a00:1",
      "64:ff9b::a00:1",
      "2002:c0a8:101::1",
      "2001:db8::1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe("endpoint checks", () => {
  it("takes https on the default port to a public address or a name, and nothing else", () => {
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc")).toBeNull();
    expect(endpointProblem("https://updates.push.services.mozilla.com/wpush/v2/x")).toBeNull();
    expect(endpointProblem("https://93.184.216.34/x")).toBeNull();
    expect(endpointProblem("http://fcm.googleapis.com/x")).toBe("not https");
    expect(endpointProblem("https://fcm.googleapis.com:444/x")).toBe("not the default port");
    expect(endpointProblem("https://a:b@fcm.googleapis.com/x")).toBe("credentials in the URL");
    expect(endpointProblem("https://[::1]/x")).toBe("not a public address");
    expect(endpointProblem("https://intranet/x")).toBe("not a public name");
    expect(endpointProblem("https://printer.local/x")).toBe("not a public name");
    expect(endpointProblem("https://db.internal/x")).toBe("not a public name");
    expect(endpointProblem("::")).toBe("not a URL");
  });

  it("resolves a name when subscribing: every address must be public", async () => {
    const resolver = (answers: Record<string, string[]>) => (host: string) =>
      host in answers ? Promise.resolve(answers[host]) : Promise.reject(new Error("ENOTFOUND"));
    const dns = resolver({
      "push.example.com": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
      "rebind.example.com": ["93.184.216.34", "10.0.0.7"],
      "empty.example.com": [],
    });
    expect(await subscriptionEndpointProblem("https://push.example.com/x", dns)).toBeNull();
    expect(await subscriptionEndpointProblem("https://rebind.example.com/x", dns)).toBe("name resolves to a non-public address");
    expect(await subscriptionEndpointProblem("https://nowhere.example.com/x", dns)).toBe("name does not resolve");
    expect(await subscriptionEndpointProblem("https://empty.example.com/x", dns)).toBe("name does not resolve");
    expect(await subscriptionEndpointProblem("http://push.example.com/x", dns)).toBe("not https");
  });
});

describe("publicOnlyLookup (every connection to a push service)", () => {
  it("refuses a name that resolves to a non-public address, as a re-pointed name would", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", { all: true }, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe("ENOTPUBLIC");
  });
});
