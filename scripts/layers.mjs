// npm run layers: the import graph's figures as dependency-cruiser reads it
// with the layers file (.dependency-cruiser.cjs). A module is a folder of lib/,
// a file directly in lib/, or proxy.ts and instrumentation.ts (routes, components
// and scripts sit above them all); levels are counted bottom-up over the
// modules' imports (a module sits one level above the highest one it imports,
// and the modules of a cycle share a level: their imports of each other run
// back up). Cycles between files are counted everywhere.
//
// With --check (npm run lint:layers, after dependency-cruiser's own rules) it
// fails when the folders of lib/ (or of components/) form a cycle: rule no-circular-folders, which
// dependency-cruiser's file-level no-circular cannot see (lib/a/x.ts → lib/b/y.ts
// and lib/b/z.ts → lib/a/w.ts is no cycle between files).
import { execFileSync } from "node:child_process";

const ROOTS = ["app", "components", "lib", "proxy.ts", "instrumentation.ts", "scripts", "next.config.mjs"];
const json = execFileSync(
  "npx",
  ["depcruise", "--config", ".dependency-cruiser.cjs", "--output-type", "json", "--no-progress", ...ROOTS],
  { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
const result = JSON.parse(json);
const isTest = (path) => /\.test\.tsx?$/.test(path) || path.startsWith("tests/");
const local = (path) => !path.startsWith("node_modules/") && !isTest(path) && !path.startsWith("lib/generated/");

function moduleOf(path) {
  const parts = path.split("/");
  if (parts[0] === "lib") return parts.length > 2 ? `lib/${parts[1]}` : path;
  return parts.length === 1 && /\.tsx?$/.test(path) ? path : null;
}

const fileEdges = [];
const edges = new Map();
const modules = new Set();
for (const cruised of result.modules) {
  if (cruised.coreModule || !local(cruised.source)) continue;
  if (moduleOf(cruised.source)) modules.add(moduleOf(cruised.source));
  for (const dependency of cruised.dependencies) {
    if (dependency.coreModule || dependency.couldNotResolve || !local(dependency.resolved)) continue;
    fileEdges.push([cruised.source, dependency.resolved]);
    const from = moduleOf(cruised.source);
    const to = moduleOf(dependency.resolved);
    if (!from || !to || from === to) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

/** Strongly connected components with more than one member (Tarjan). */
function cycles(nodes, next) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const other of next.get(node) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node), low.get(other)));
      } else if (onStack.has(other)) low.set(node, Math.min(low.get(node), index.get(other)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

const moduleCycles = cycles(modules, edges);

// The folders of components/ are held to the same rule: no cycle between them.
const componentEdges = new Map();
const folderOf = (path) => (path.startsWith("components/") ? path.split("/").slice(0, 2).join("/") : null);
for (const [from, to] of fileEdges) {
  const a = folderOf(from);
  const b = folderOf(to);
  if (!a || !b || a === b) continue;
  if (!componentEdges.has(a)) componentEdges.set(a, new Set());
  componentEdges.get(a).add(b);
}
const componentCycles = cycles(new Set(componentEdges.keys()), componentEdges);
const fileGraph = new Map();
for (const [from, to] of fileEdges) {
  if (!fileGraph.has(from)) fileGraph.set(from, new Set());
  fileGraph.get(from).add(to);
}
const fileCycles = cycles(new Set(fileEdges.flat()), fileGraph);

// Levels over the modules, each cycle counted as one module.
const groupOf = new Map([...modules].map((module) => [module, module]));
for (const component of moduleCycles) for (const member of component) groupOf.set(member, component.join("+"));
const level = new Map();
const levelOf = (group) => {
  if (level.has(group)) return level.get(group);
  let highest = -1;
  for (const member of [...modules].filter((module) => groupOf.get(module) === group))
    for (const target of edges.get(member) ?? []) {
      const other = groupOf.get(target);
      if (other !== group) highest = Math.max(highest, levelOf(other));
    }
  level.set(group, highest + 1);
  return highest + 1;
};
for (const group of new Set(groupOf.values())) levelOf(group);

// Imports that run up: from a module to one on its own level or higher (only inside a cycle),
// and imports against the layers file's order (its layer-* rules).
let upward = 0;
for (const [from, targets] of edges)
  for (const to of targets) if (level.get(groupOf.get(to)) >= level.get(groupOf.get(from))) upward++;
const violations = result.summary.violations ?? [];
const againstLayers = violations.filter((violation) => violation.rule.name.startsWith("layer-")).length;

if (process.argv.includes("--check")) {
  for (const component of [...moduleCycles, ...componentCycles])
    console.error(
      `  error no-circular-folders: ${component.join(" ↔ ")}\n    These folders import each other in a cycle; one of them must stop (see .dependency-cruiser.cjs).`,
    );
  if (moduleCycles.length + componentCycles.length > 0) process.exit(1);
  console.log("✔ no cycle between the folders of lib/ or of components/");
  process.exit(0);
}

console.log(`modules:                          ${modules.size}`);
console.log(`levels:                           ${Math.max(...level.values()) + 1}`);
console.log(`imports that run back up a level: ${upward}`);
console.log(`imports against the layers file:  ${againstLayers}`);
console.log(`cycles between modules:           ${moduleCycles.length}${moduleCycles.map((c) => `\n  ${c.join(", ")}`).join("")}`);
console.log(`cycles between folders of components/: ${componentCycles.length}`);
console.log(`cycles between files:             ${fileCycles.length}${fileCycles.map((c) => `\n  ${c.join(", ")}`).join("")}`);
console.log(`rule violations:                  ${violations.length}`);
