import { Alert, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { Proses } from './api';
import { DiagramLegend } from './DiagramLegend';
import { type PathStep, pathHighlight } from './layout';
import { useProsesLayout } from './useProsesLayout';

// React Flow and ELK are large: they load with the first diagram, never with the screen around it.
const loadCanvas = () => import('./ProcessCanvas');
const ProcessCanvas = lazy(() => loadCanvas().then((m) => ({ default: m.ProcessCanvas })));

export interface ProcessDiagramProps {
  process: Proses;
  /** The step a subject is at now. */
  current?: string | null;
  /** The transitions a subject went through, oldest first. */
  path?: readonly PathStep[];
  height?: number;
}

function Placeholder({ height }: { height: number }) {
  return (
    <div style={{ height, overflow: 'hidden' }} aria-busy="true">
      <Skeleton active paragraph={{ rows: Math.max(3, Math.floor(height / 48)) }} />
    </div>
  );
}

/** A process drawn from its definition, laid out automatically; optionally a subject's position and path on it. */
export function ProcessDiagram({ process, current = null, path, height = 640 }: ProcessDiagramProps) {
  const layout = useProsesLayout(process);
  // Fetch React Flow while ELK lays out, not after.
  useEffect(() => {
    void loadCanvas();
  }, []);
  const tracing = current !== null || path !== undefined;
  const highlight = useMemo(
    () => (tracing ? pathHighlight(process, path ?? [], current) : null),
    [tracing, process, path, current],
  );
  return (
    <Flex vertical gap={8}>
      <DiagramLegend tracing={tracing} hasUnreachable={process.unreachable.length > 0} />
      {process.unreachable.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`Langkah tidak terjangkau dari langkah awal: ${process.unreachable.join(', ')}`}
          description="Periksa urutan (wfl-re-sequence) yang menuju langkah tersebut."
        />
      ) : null}
      {layout.isError ? (
        <Alert type="error" showIcon title="Diagram alur tidak dapat digambar." />
      ) : layout.data ? (
        <Suspense fallback={<Placeholder height={height} />}>
          <ProcessCanvas layout={layout.data} current={current} highlight={highlight} height={height} />
        </Suspense>
      ) : (
        <Placeholder height={height} />
      )}
    </Flex>
  );
}
