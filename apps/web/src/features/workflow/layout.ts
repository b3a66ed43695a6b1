import type { RoleName } from '@gratifikasi/domain';
import type { ELK, ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';
import type { Proses, ProsesEdge } from './api';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 64;
const LABEL_HEIGHT = 18;
/** Edge labels are drawn at 11px; ELK needs their size up front to keep room for them. */
const LABEL_CHAR_WIDTH = 6.2;
const LABEL_PADDING = 12;

export interface Point {
  x: number;
  y: number;
}

export interface DiagramNode {
  kode: string;
  nama: string;
  roles: RoleName[];
  final: boolean;
  start: boolean;
  unreachable: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramEdge {
  id: string;
  from: string;
  to: string;
  decision: string;
  label: string;
  /** Leads back upstream (a "kembalikan", or a loop back to an earlier step). */
  back: boolean;
  /** The route from `from` to `to`: start, bends, end. */
  points: Point[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
}

export interface DiagramLayout {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  width: number;
  height: number;
}

/** A path step as a report records it; without a decision, every edge between the two steps matches. */
export interface PathStep {
  from: string | null;
  to: string;
  decision?: string | null;
}

export interface PathHighlight {
  /** Steps the subject has been at. */
  nodes: Set<string>;
  /** Edge id → how often it was taken. */
  edges: Map<string, number>;
}

export const edgeId = (e: Pick<ProsesEdge, 'from' | 'to' | 'decision'>): string =>
  `${e.from}->${e.to}:${e.decision}`;

/**
 * The edges that lead back upstream: every "kembalikan", and every edge closing a cycle in a depth-first walk from the
 * start that follows forward decisions first. Laying them out reversed keeps the main flow running one way.
 */
export function backEdges(proses: Proses): Set<string> {
  const known = new Set(proses.nodes.map((n) => n.kode));
  const out = new Map<string, ProsesEdge[]>();
  for (const e of proses.edges) {
    if (!known.has(e.from) || !known.has(e.to)) continue;
    out.set(e.from, [...(out.get(e.from) ?? []), e]);
  }
  const back = new Set(proses.edges.filter((e) => e.decision === 'kembalikan').map(edgeId));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (kode: string): void => {
    state.set(kode, 'open');
    const edges = (out.get(kode) ?? []).filter((e) => !back.has(edgeId(e)));
    for (const e of edges) {
      const seen = state.get(e.to);
      if (seen === 'open') back.add(edgeId(e));
      else if (seen === undefined) visit(e.to);
    }
    state.set(kode, 'done');
  };
  const roots = [...(proses.start ? [proses.start] : []), ...proses.nodes.map((n) => n.kode)];
  for (const root of roots) if (!state.has(root)) visit(root);
  return back;
}

/** Which steps and edges a path touched; the current step counts as visited. */
export function pathHighlight(
  proses: Proses,
  path: readonly PathStep[],
  current: string | null = null,
): PathHighlight {
  const nodes = new Set<string>();
  const edges = new Map<string, number>();
  for (const step of path) {
    if (step.from) nodes.add(step.from);
    nodes.add(step.to);
    const matching = proses.edges.filter(
      (e) => e.from === step.from && e.to === step.to && (!step.decision || e.decision === step.decision),
    );
    for (const e of matching) edges.set(edgeId(e), (edges.get(edgeId(e)) ?? 0) + 1);
  }
  if (current) nodes.add(current);
  return { nodes, edges };
}

const LAYOUT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '24',
  'elk.spacing.nodeNode': '36',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.edgeNodeBetweenLayers': '8',
  // Centre labels get a layer of their own beside their edge, so one is never read as another edge's.
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  // Keep the definition's order (taskdef urutan) where the layout is free to choose.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.crossingMinimization.forceNodeModelOrder': 'false',
};

const labelWidth = (text: string) => Math.ceil(text.length * LABEL_CHAR_WIDTH + LABEL_PADDING);

/**
 * Positions a process's steps and routes its decisions with ELK's layered layout (top to bottom). Back edges are
 * given to ELK reversed so the layers follow the forward flow, and turned round again in the result.
 */
export async function layoutProses(
  proses: Proses,
  elk: ELK,
  options: LayoutOptions = {},
): Promise<DiagramLayout> {
  const known = new Set(proses.nodes.map((n) => n.kode));
  const edges = proses.edges.filter((e) => known.has(e.from) && known.has(e.to));
  const back = backEdges(proses);
  const graph: ElkNode = {
    id: '__root__',
    layoutOptions: { ...LAYOUT_OPTIONS, ...options },
    children: proses.nodes.map((n) => ({ id: n.kode, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: edges.map((e): ElkExtendedEdge => {
      const reversed = back.has(edgeId(e));
      return {
        id: edgeId(e),
        sources: [reversed ? e.to : e.from],
        targets: [reversed ? e.from : e.to],
        labels: [
          {
            id: `${edgeId(e)}#label`,
            text: e.label,
            width: labelWidth(e.label),
            height: LABEL_HEIGHT,
          },
        ],
      };
    }),
  };
  const laid = await elk.layout(graph);
  const positions = new Map((laid.children ?? []).map((c) => [c.id, c]));
  const routes = new Map((laid.edges ?? []).map((e) => [e.id, e]));
  const unreachable = new Set(proses.unreachable);
  return {
    width: laid.width ?? 0,
    height: laid.height ?? 0,
    nodes: proses.nodes.map((n) => {
      const at = positions.get(n.kode);
      return {
        ...n,
        start: n.kode === proses.start,
        unreachable: unreachable.has(n.kode),
        x: at?.x ?? 0,
        y: at?.y ?? 0,
        width: at?.width ?? NODE_WIDTH,
        height: at?.height ?? NODE_HEIGHT,
      };
    }),
    edges: edges.map((e) => {
      const id = edgeId(e);
      const route = routes.get(id);
      const section = route?.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
      const label = route?.labels?.[0];
      const isBack = back.has(id);
      return {
        id,
        from: e.from,
        to: e.to,
        decision: e.decision,
        label: e.label,
        back: isBack,
        points: (isBack ? points.reverse() : points).map(({ x, y }) => ({ x, y })),
        labelBox: label
          ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 }
          : null,
      };
    }),
  };
}

export interface ViewNode extends DiagramNode {
  current: boolean;
  visited: boolean;
  /** A path is shown and this step is not on it. */
  dimmed: boolean;
}

export interface ViewEdge extends DiagramEdge {
  /** How often the path took this edge (0: never). */
  taken: number;
  dimmed: boolean;
}

/** The layout marked with a subject's position and path (both optional). */
export function viewOf(
  layout: DiagramLayout,
  current: string | null = null,
  highlight: PathHighlight | null = null,
): { nodes: ViewNode[]; edges: ViewEdge[] } {
  const tracing = highlight !== null && (highlight.nodes.size > 0 || current !== null);
  return {
    nodes: layout.nodes.map((n) => {
      const visited = highlight?.nodes.has(n.kode) === true || n.kode === current;
      return { ...n, current: n.kode === current, visited, dimmed: tracing && !visited };
    }),
    edges: layout.edges.map((e) => {
      const taken = highlight?.edges.get(e.id) ?? 0;
      return { ...e, taken, dimmed: tracing && taken === 0 };
    }),
  };
}
