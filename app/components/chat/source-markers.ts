/**
 * A remark plugin that turns the answer's `[Source N]` markers into links to citation N. It works
 * on the Markdown tree, not the raw string, so a marker inside a code block stays literal text.
 */

interface TreeNode {
  type: string;
  value?: string;
  url?: string;
  children?: TreeNode[];
}

const markerPattern = /\[Source (\d+)\]/gi;

export const citationHrefPrefix = "#citation-";

export function citationHref(messageKey: string, source: number) {
  return `${citationHrefPrefix}${messageKey}-${source}`;
}

export function parseCitationHref(href: string | undefined): { messageKey: string; source: number } | null {
  if (!href?.startsWith(citationHrefPrefix)) return null;
  const rest = href.slice(citationHrefPrefix.length);
  const dash = rest.lastIndexOf("-");
  const source = Number(rest.slice(dash + 1));
  if (dash < 0 || !Number.isInteger(source)) return null;
  return { messageKey: rest.slice(0, dash), source };
}

function splitText(value: string, messageKey: string): TreeNode[] | null {
  markerPattern.lastIndex = 0;
  if (!markerPattern.test(value)) return null;
  markerPattern.lastIndex = 0;
  const nodes: TreeNode[] = [];
  let last = 0;
  for (const match of value.matchAll(markerPattern)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ type: "text", value: value.slice(last, index) });
    const source = Number(match[1]);
    nodes.push({ type: "link", url: citationHref(messageKey, source), children: [{ type: "text", value: `[${source}]` }] });
    last = index + match[0].length;
  }
  if (last < value.length) nodes.push({ type: "text", value: value.slice(last) });
  return nodes;
}

function transform(node: TreeNode, messageKey: string) {
  if (!node.children || node.type === "link" || node.type === "linkReference") return;
  const next: TreeNode[] = [];
  for (const child of node.children) {
    if (child.type === "text" && typeof child.value === "string") {
      const replaced = splitText(child.value, messageKey);
      if (replaced) {
        next.push(...replaced);
        continue;
      }
    } else {
      transform(child, messageKey);
    }
    next.push(child);
  }
  node.children = next;
}

export function remarkSourceMarkers(options: { messageKey: string }) {
  return (tree: TreeNode) => transform(tree, options.messageKey);
}
