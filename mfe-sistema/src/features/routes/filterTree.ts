import type { RouteTreeNode } from '@mikro/contracts';

/** The tree pruned to routes whose name or url contains the text (ignoring case), keeping their ancestors. */
export function filterTree(nodes: RouteTreeNode[], text: string): RouteTreeNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return nodes;
  const result: RouteTreeNode[] = [];
  for (const node of nodes) {
    const matches = node.name.toLowerCase().includes(needle) || (node.url ?? '').toLowerCase().includes(needle);
    const children = matches ? node.children : filterTree(node.children, text);
    if (matches || children.length) result.push({ ...node, children });
  }
  return result;
}
