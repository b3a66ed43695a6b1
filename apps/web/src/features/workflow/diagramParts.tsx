import { ROLES } from '@gratifikasi/domain';
import {
  BaseEdge,
  type Edge,
  EdgeLabelRenderer,
  type EdgeProps,
  Handle,
  type Node,
  type NodeProps,
  Position,
} from '@xyflow/react';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { type DiagramColors, diagramColors } from './colors';
import type { Point, ViewEdge, ViewNode } from './layout';

export type StepFlowNode = Node<{ step: ViewNode }, 'step'>;
export type RouteFlowEdge = Edge<{ route: ViewEdge }, 'route'>;

const roleLabels = new Map<string, string>(ROLES.map((r) => [r.name, r.label]));
// Edges are drawn from ELK's route; the handles only satisfy React Flow, which wants one at each end.
const hiddenHandle: CSSProperties = { opacity: 0, pointerEvents: 'none' };

export const edgeColor = (c: DiagramColors, e: ViewEdge): string =>
  e.taken ? c.taken : e.back ? c.back : c.edge;

/** An SVG path through the route's points, its corners rounded so crossing lines stay easy to follow. */
export function roundedPath(points: readonly Point[], radius = 8): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M ${first.x} ${first.y}`;
  rest.forEach((p, i) => {
    const prev = points[i] ?? first;
    const next = rest[i + 1];
    if (!next) {
      d += ` L ${p.x} ${p.y}`;
      return;
    }
    const r = Math.min(
      radius,
      Math.hypot(p.x - prev.x, p.y - prev.y) / 2,
      Math.hypot(next.x - p.x, next.y - p.y) / 2,
    );
    const into = toward(p, prev, r);
    const out = toward(p, next, r);
    d += ` L ${into.x} ${into.y} Q ${p.x} ${p.y} ${out.x} ${out.y}`;
  });
  return d;
}

function toward(from: Point, to: Point, distance: number): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return {
    x: from.x + ((to.x - from.x) / length) * distance,
    y: from.y + ((to.y - from.y) / length) * distance,
  };
}

function Badge({ color, children }: { color: string; children: string }) {
  return (
    <span
      style={{
        fontSize: 10,
        lineHeight: '16px',
        padding: '0 6px',
        borderRadius: 8,
        color: '#fff',
        background: color,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}

/** Badge backgrounds dark enough for their white 10 px text (over 4.5:1): shade 8 of green and red, a solid grey. */
const BADGE = { start: '#595959', final: '#237804', unreachable: '#a8071a' } as const;

/** A step: its code, name and acting roles, marked as start, end, current, visited or unreachable. */
export function StepNode({ data }: NodeProps<StepFlowNode>) {
  const { token } = theme.useToken();
  const s = data.step;
  const c = diagramColors(token);
  const look = s.unreachable
    ? c.unreachable
    : s.current
      ? c.current
      : s.visited
        ? c.visited
        : s.final
          ? c.final
          : c.step;
  const roles = s.roles.map((r) => roleLabels.get(r) ?? r).join(', ');
  return (
    <div
      data-testid={`langkah-${s.kode}`}
      data-state={s.current ? 'current' : s.visited ? 'visited' : s.unreachable ? 'unreachable' : 'idle'}
      title={`${s.kode} — ${s.nama}${roles ? ` (${roles})` : ''}`}
      style={{
        width: s.width,
        height: s.height,
        boxSizing: 'border-box',
        padding: '4px 10px',
        borderRadius: s.final || s.start ? 20 : 6,
        border: `${s.current ? 3 : s.final ? 2 : 1}px ${s.unreachable || s.dimmed ? 'dashed' : 'solid'} ${look.border}`,
        background: s.dimmed ? token.colorBgLayout : look.background,
        boxShadow: s.current ? `0 0 0 4px ${c.current.glow}` : undefined,
        // A step off the report's path loses its colour, not its contrast: its words stay readable (WCAG 1.4.3).
        filter: s.dimmed ? 'grayscale(1)' : undefined,
        display: 'flex',
        flexDirection: 'column',
        gap: 0,
        overflow: 'hidden',
      }}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} style={hiddenHandle} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 18 }}>
        <strong style={{ fontFamily: token.fontFamilyCode, fontSize: 12, marginRight: 'auto' }}>
          {s.kode}
        </strong>
        {s.current ? <Badge color={token.colorPrimary}>Posisi saat ini</Badge> : null}
        {s.start ? <Badge color={BADGE.start}>Awal</Badge> : null}
        {s.final ? <Badge color={BADGE.final}>Akhir</Badge> : null}
        {s.unreachable ? <Badge color={BADGE.unreachable}>Tak terjangkau</Badge> : null}
      </div>
      <div
        style={{
          fontSize: 12,
          lineHeight: '16px',
          color: token.colorText,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {s.nama}
      </div>
      <div
        style={{
          fontSize: 11,
          lineHeight: '14px',
          color: token.colorTextSecondary,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          marginTop: 'auto',
        }}
      >
        {roles || '—'}
      </div>
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={hiddenHandle} />
    </div>
  );
}

/** A decision, drawn along ELK's route; back edges dashed, the path taken bold. */
export function RouteEdge({ id, data, markerEnd }: EdgeProps<RouteFlowEdge>) {
  const { token } = theme.useToken();
  if (!data) return null;
  const e = data.route;
  const c = diagramColors(token);
  const color = edgeColor(c, e);
  const opacity = e.dimmed ? 0.3 : 1;
  const label = e.taken > 1 ? `${e.label} ×${e.taken}` : e.label;
  return (
    <>
      <BaseEdge
        id={id}
        path={roundedPath(e.points)}
        markerEnd={markerEnd}
        style={{
          stroke: color,
          strokeWidth: e.taken ? 2.5 : 1.25,
          strokeDasharray: e.back ? '6 4' : undefined,
          opacity,
        }}
      />
      {e.labelBox ? (
        <EdgeLabelRenderer>
          <div
            className="nodrag nopan"
            style={{
              position: 'absolute',
              transform: `translate(${e.labelBox.x}px, ${e.labelBox.y}px)`,
              minWidth: e.labelBox.width,
              height: e.labelBox.height,
              lineHeight: `${e.labelBox.height}px`,
              fontSize: 11,
              padding: '0 4px',
              boxSizing: 'border-box',
              whiteSpace: 'nowrap',
              borderRadius: 4,
              color: e.taken || e.back ? color : token.colorTextSecondary,
              fontWeight: e.taken ? 600 : 400,
              fontStyle: e.back ? 'italic' : undefined,
              background: 'rgba(255, 255, 255, 0.85)',
              opacity,
              pointerEvents: 'none',
            }}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}

export const nodeTypes = { step: StepNode };
export const edgeTypes = { route: RouteEdge };
