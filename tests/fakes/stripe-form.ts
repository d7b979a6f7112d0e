// Stripe's form encoding, read back: `line_items[0][price]=p&metadata[userId]=7`
// becomes { line_items: [{ price: "p" }], metadata: { userId: "7" } }. Values stay
// strings, as on the wire. Used by the fake Stripe server only.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

type Tree = { [key: string]: string | Tree };

function keyPath(key: string): string[] {
  const head = /^[^[]*/.exec(key)?.[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? "");
  return [head, ...rest];
}

/** Objects whose keys are exactly 0..n-1 were arrays on the client's side. */
function finish(node: string | Tree): FormValue {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  const values = keys.map((key) => finish(node[key] ?? ""));
  const isArray = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isArray ? values : Object.fromEntries(keys.map((key, index) => [key, values[index] ?? ""]));
}

export function parseForm(encoded: string): Form {
  const root: Tree = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = keyPath(key);
    let node = root;
    for (const segment of path.slice(0, -1)) {
      const child = node[segment];
      node = typeof child === "object" ? child : (node[segment] = {});
    }
    node[path.at(-1) ?? key] = value;
  }
  const form = finish(root);
  return typeof form === "object" && !Array.isArray(form) ? form : {};
}

/** The string at a path such as ("line_items", 0, "price"), if there is one. */
export function formString(form: FormValue | undefined, ...path: Array<string | number>): string | undefined {
  let node = form;
  for (const segment of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[String(segment)];
  }
  return typeof node === "string" ? node : undefined;
}
