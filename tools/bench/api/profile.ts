/**
 * Reading the V8 CPU profiles the API writes under `BENCH_PROFILE` (node --cpu-prof): the functions
 * that cost the most, by own time and with what they call, as text; and a flame graph as one HTML
 * page (an icicle: the root on top, each callee below its caller, width = share of the samples).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionCost {
  name: string;
  selfPercent: number;
  totalPercent: number;
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|libs|tools)\//, '$1/');
  return `${functionName || '(anonymous)'}${where ? ` ${where}:${lineNumber + 1}` : ''}`;
}

function timeByNode(profile: CpuProfile): Map<number, number> {
  const time = new Map<number, number>();
  profile.samples.forEach((id, i) => time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  return time;
}

/** Self and total (inclusive) time per function, as a share of the samples, biggest total first. */
export function functionCosts(file: string, limit = 40): FunctionCost[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  for (const [id, t] of timeByNode(profile)) {
    all += t;
    const node = byId.get(id);
    if (!node) continue;
    self.set(label(node), (self.get(label(node)) ?? 0) + t);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const name = label(byId.get(current) as ProfileNode);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + t);
    }
  }
  const share = (t: number | undefined): number => Math.round((1_000 * (t ?? 0)) / Math.max(1, all)) / 10;
  const costs = [...total.keys()]
    .filter((name) => !name.startsWith('(root)'))
    .map((name) => ({ name, selfPercent: share(self.get(name)), totalPercent: share(total.get(name)) }));
  // The biggest callers, and the leaves where the time is actually spent (a flat profile's top).
  const byTotal = [...costs].sort((a, b) => b.totalPercent - a.totalPercent).slice(0, limit);
  const bySelf = [...costs].sort((a, b) => b.selfPercent - a.selfPercent).slice(0, Math.ceil(limit / 2));
  return [...new Set([...byTotal, ...bySelf])].sort((a, b) => b.totalPercent - a.totalPercent || b.selfPercent - a.selfPercent);
}

/** The flame graph (icicle) of one profile as a self-contained HTML page. */
export function flameGraphHtml(file: string, title: string): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const time = timeByNode(profile);
  const inclusive = new Map<number, number>();
  const sum = (id: number): number => {
    const node = byId.get(id) as ProfileNode;
    const value = (time.get(id) ?? 0) + (node.children ?? []).reduce((acc, child) => acc + sum(child), 0);
    inclusive.set(id, value);
    return value;
  };
  const root = profile.nodes[0] as ProfileNode;
  const all = Math.max(1, sum(root.id));
  const width = 1200;
  const rowHeight = 16;
  const rects: string[] = [];
  let depthMax = 0;
  const draw = (id: number, x: number, depth: number): void => {
    const node = byId.get(id) as ProfileNode;
    const w = ((inclusive.get(id) ?? 0) / all) * width;
    if (w < 0.5) return;
    depthMax = Math.max(depthMax, depth);
    const name = label(node).replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const hue = node.callFrame.url.includes('node_modules') ? 30 : node.callFrame.url.startsWith('node:') || node.callFrame.url === '' ? 200 : 0;
    rects.push(
      `<g><title>${name} — ${((100 * (inclusive.get(id) ?? 0)) / all).toFixed(1)}%</title><rect x="${x.toFixed(1)}" y="${depth * rowHeight}" width="${w.toFixed(1)}" height="${rowHeight - 1}" fill="hsl(${hue},70%,${60 + (depth % 3) * 8}%)"/>` +
        (w > 60 ? `<text x="${(x + 3).toFixed(1)}" y="${depth * rowHeight + 12}" font-size="10">${name.slice(0, Math.floor(w / 6))}</text>` : '') +
        '</g>',
    );
    let offset = x;
    for (const child of node.children ?? []) {
      draw(child, offset, depth + 1);
      offset += ((inclusive.get(child) ?? 0) / all) * width;
    }
  };
  draw(root.id, 0, 0);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font:13px system-ui,sans-serif">
<h1>${title}</h1><p>Icicle flame graph: callers above callees, width = share of CPU samples; hover for the share. Red: this repository, orange: npm packages, blue: Node.js.</p>
<svg width="${width}" height="${(depthMax + 1) * rowHeight}" role="img" aria-label="CPU flame graph">${rects.join('')}</svg></body></html>
`;
}
