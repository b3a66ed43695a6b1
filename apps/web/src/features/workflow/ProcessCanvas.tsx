import '@xyflow/react/dist/style.css';
import { Background, Controls, MarkerType, MiniMap, ReactFlow, type ReactFlowInstance } from '@xyflow/react';
import { theme } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { type DiagramColors, diagramColors } from './colors';
import { edgeColor, edgeTypes, nodeTypes, type RouteFlowEdge, type StepFlowNode } from './diagramParts';
import { type DiagramLayout, type PathHighlight, type ViewNode, viewOf } from './layout';

export interface ProcessCanvasProps {
  layout: DiagramLayout;
  current: string | null;
  highlight: PathHighlight | null;
  height: number;
}

const ARIA_LABELS = {
  'controls.ariaLabel': 'Kontrol diagram',
  'controls.zoomIn.ariaLabel': 'Perbesar',
  'controls.zoomOut.ariaLabel': 'Perkecil',
  'controls.fitView.ariaLabel': 'Tampilkan seluruh alur',
  'minimap.ariaLabel': 'Peta kecil alur',
};
const MARGIN = 24;

function miniMapColor(c: DiagramColors, s: ViewNode): string {
  if (s.current) return c.current.border;
  if (s.unreachable) return c.unreachable.border;
  if (s.visited) return c.visited.border;
  return s.final ? c.final.border : c.step.border;
}

/** React Flow drawing a laid-out process (loaded lazily with React Flow itself: see ProcessDiagram). */
export function ProcessCanvas({ layout, current, highlight, height }: ProcessCanvasProps) {
  const { token } = theme.useToken();
  const colors = useMemo(() => diagramColors(token), [token]);
  const wrapper = useRef<HTMLDivElement>(null);
  const view = useMemo(() => viewOf(layout, current, highlight), [layout, current, highlight]);
  const nodes = useMemo<StepFlowNode[]>(
    () =>
      view.nodes.map((n) => ({
        id: n.kode,
        type: 'step',
        position: { x: n.x, y: n.y },
        width: n.width,
        height: n.height,
        data: { step: n },
      })),
    [view],
  );
  const edges = useMemo<RouteFlowEdge[]>(
    () =>
      view.edges.map((e) => {
        const color = edgeColor(colors, e);
        return {
          id: e.id,
          source: e.from,
          target: e.to,
          type: 'route',
          data: { route: e },
          markerEnd: { type: MarkerType.ArrowClosed, color, width: 14, height: 14 },
          // The path taken is drawn over the rest.
          zIndex: e.taken ? 1 : 0,
        };
      }),
    [view, colors],
  );

  // A process is far taller than wide: start readable at the top (or at the current step), not shrunk to fit.
  const onInit = useCallback(
    (flow: ReactFlowInstance<StepFlowNode, RouteFlowEdge>) => {
      const width = wrapper.current?.clientWidth ?? 0;
      if (width === 0 || layout.width === 0) return;
      const zoom = Math.min(1, Math.max(0.55, (width - 2 * MARGIN) / layout.width));
      const at = view.nodes.find((n) => n.current);
      const x = (width - layout.width * zoom) / 2;
      const y = at ? height / 2 - (at.y + at.height / 2) * zoom : MARGIN;
      void flow.setViewport({ x, y: Math.min(MARGIN, y), zoom });
    },
    [layout, view, height],
  );

  return (
    <div ref={wrapper} style={{ height, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 8 }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onInit={onInit}
        minZoom={0.1}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        nodesFocusable={false}
        panOnScroll
        zoomOnDoubleClick={false}
        ariaLabelConfig={ARIA_LABELS}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={20} size={1} color={token.colorBorderSecondary} />
        <Controls showInteractive={false} position="top-left" />
        <MiniMap
          pannable
          zoomable
          position="bottom-right"
          // Processes run tall: a narrow, tall map.
          style={{ width: 130, height: 190 }}
          nodeColor={(n: StepFlowNode) => miniMapColor(colors, n.data.step)}
        />
      </ReactFlow>
    </div>
  );
}
