import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * The filled template's HTML read as the few blocks a letter is made of — headings, paragraphs with bold, italic and
 * underlined runs, lists, tables, rules — which the PDF and DOCX writers draw. Anything else in the HTML (a tag the
 * editor does not make) contributes its text only: nothing of the markup can reach the page as code.
 */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}
export type Align = 'left' | 'center' | 'right' | 'justify';
export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; runs: Run[]; align: Align }
  | { type: 'paragraph'; runs: Run[]; align: Align }
  /** `checks`: a checklist, each item written "[X] …" or "[ ] …" in the template, drawn with a box (ticked or not). */
  | { type: 'list'; ordered: boolean; items: Run[][]; checks?: boolean[] }
  | { type: 'table'; header: boolean; rows: string[][] }
  | { type: 'rule' };

const isElement = (node: ChildNode): node is Element => node.type === 'tag';

function alignOf(el: Element): Align {
  const m = /text-align:\s*(left|center|right|justify)/.exec(el.attribs.style ?? '');
  return (m?.[1] as Align | undefined) ?? 'left';
}

/** The styled runs of an inline tree; `<br>` is a line break inside the paragraph. */
function runsOf(nodes: readonly ChildNode[], style: Omit<Run, 'text'> = {}): Run[] {
  const out: Run[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ');
      if (text) out.push({ text, ...style });
    } else if (isElement(node)) {
      if (node.name === 'br') {
        out.push({ text: '\n', ...style });
        continue;
      }
      const next = { ...style };
      if (node.name === 'strong' || node.name === 'b') next.bold = true;
      if (node.name === 'em' || node.name === 'i') next.italic = true;
      if (node.name === 'u') next.underline = true;
      out.push(...runsOf(node.children, next));
    }
  }
  return out;
}

const plain = (node: ChildNode): string =>
  runsOf([node])
    .map((r) => r.text)
    .join('')
    .trim();

function tableOf(el: Element): Block {
  const rows: string[][] = [];
  let header = false;
  const walk = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === 'tr') {
        const cells = node.children.filter(isElement).filter((c) => c.name === 'td' || c.name === 'th');
        if (rows.length === 0 && cells.length > 0 && cells.every((c) => c.name === 'th')) header = true;
        rows.push(cells.map(plain));
      } else walk(node.children);
    }
  };
  walk(el.children);
  return { type: 'table', header, rows };
}

const CHECK_MARK = /^\s*\[\s*([xX]?)\s*\]\s*/;

/** A list whose every item starts with "[X]" or "[ ]": a checklist, its marks taken out of the text. */
function checklistOf(items: Run[][]): Block | null {
  if (items.length === 0 || !items.every((runs) => CHECK_MARK.test(runs[0]?.text ?? ''))) return null;
  const checks = items.map((runs) => CHECK_MARK.exec(runs[0]?.text ?? '')?.[1] !== '');
  const stripped = items.map(([first, ...rest]) =>
    [{ ...(first as Run), text: (first?.text ?? '').replace(CHECK_MARK, '') }, ...rest].filter((r) => r.text),
  );
  return { type: 'list', ordered: false, items: stripped, checks };
}

function blocksOf(nodes: readonly ChildNode[], out: Block[]): Block[] {
  let loose: ChildNode[] = [];
  const flush = () => {
    const runs = runsOf(loose);
    if (runs.some((r) => r.text.trim())) out.push({ type: 'paragraph', runs, align: 'left' });
    loose = [];
  };
  for (const node of nodes) {
    if (!isElement(node)) {
      loose.push(node);
      continue;
    }
    const name = node.name;
    if (['strong', 'b', 'em', 'i', 'u', 'span', 'a', 'br'].includes(name)) {
      loose.push(node);
      continue;
    }
    flush();
    if (name === 'p') out.push({ type: 'paragraph', runs: runsOf(node.children), align: alignOf(node) });
    else if (name === 'h1' || name === 'h2' || name === 'h3') {
      const level = Number(name[1]) as 1 | 2 | 3;
      out.push({ type: 'heading', level, runs: runsOf(node.children), align: alignOf(node) });
    } else if (name === 'ul' || name === 'ol') {
      const items = node.children
        .filter(isElement)
        .filter((li) => li.name === 'li')
        .map((li) => runsOf(li.children));
      out.push(checklistOf(items) ?? { type: 'list', ordered: name === 'ol', items });
    } else if (name === 'table') out.push(tableOf(node));
    else if (name === 'hr') out.push({ type: 'rule' });
    else blocksOf(node.children, out);
  }
  flush();
  return out;
}

export function htmlToBlocks(html: string): Block[] {
  return blocksOf(parseDocument(html, { decodeEntities: true }).children, []);
}
