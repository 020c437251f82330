import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * The top of a `.cpuprofile` (node --cpu-prof, or render-cost.ts --profile DIR) as two tables:
 * self time per function and inclusive time per function (a function counted once per sample even
 * when it recurses), each as a share of the profile. Prints numbers; reads nothing else.
 *
 *   node --import tsx bench/src/cpu-profile-top.ts /tmp/prof/record-page.cpuprofile [--top 30]
 *   node --import tsx bench/src/cpu-profile-top.ts FILE --match 'react-intl|formatjs'
 *
 * `--match REGEX` adds the inclusive share of every sample whose stack has a frame whose function
 * name or file matches (a library's whole cost, wherever it is called from); `--callers REGEX`
 * lists the stacks (five frames up) that lead to a function whose name matches.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '30' },
    match: { type: 'string', multiple: true },
    callers: { type: 'string' },
  },
});
const top = Number(values.top);

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/.*\/(gateway|shell|ui|contracts|mf-[a-z]+)\//, '$1/');

for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const matched = new Map<string, number>();
  const callers = new Map<string, number>();
  const callersRe = values.callers ? new RegExp(values.callers) : undefined;
  const patterns = (values.match ?? []).map((m) => ({ text: m, re: new RegExp(m) }));
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const leaf = byId.get(id);
    if (!leaf) return;
    const leafName = leaf.callFrame.functionName;
    if (leafName === '(idle)' || leafName === '(program)') {
      idle += dt;
      return;
    }
    total += dt;
    self.set(nameOf(leaf), (self.get(nameOf(leaf)) ?? 0) + dt);
    const seen = new Set<string>();
    const hit = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id) ?? -1)) {
      const name = nameOf(node);
      if (!seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
      }
      for (const p of patterns)
        if (!hit.has(p.text) && (p.re.test(node.callFrame.functionName) || p.re.test(node.callFrame.url)))
          hit.add(p.text);
    }
    for (const p of hit) matched.set(p, (matched.get(p) ?? 0) + dt);
    if (callersRe) {
      const stack: string[] = [];
      let found = false;
      for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id) ?? -1)) {
        if (!found && callersRe.test(node.callFrame.functionName)) found = true;
        if (found) stack.push(nameOf(node));
        if (stack.length >= 6) break;
      }
      if (found) callers.set(stack.join(' < '), (callers.get(stack.join(' < ')) ?? 0) + dt);
    }
  });
  const table = (title: string, map: Map<string, number>) => {
    console.log(`\n| ${title} | ms | share |\n| --- | --- | --- |`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(
        `| ${name.replace(/\|/g, '\\|')} | ${(us / 1000).toFixed(1)} | ${((100 * us) / total).toFixed(1)}% |`,
      );
  };
  console.log(
    `\n${file}: ${(total / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle or program`,
  );
  table('self time', self);
  table('inclusive', inclusive);
  if (callersRe) table(`stacks to ${values.callers}`, callers);
  if (patterns.length) {
    console.log('\n| frames matching | ms | share |\n| --- | --- | --- |');
    for (const p of patterns) {
      const us = matched.get(p.text) ?? 0;
      console.log(`| ${p.text} | ${(us / 1000).toFixed(1)} | ${((100 * us) / total).toFixed(1)}% |`);
    }
  }
}
