import type { GlobalToken } from 'antd';

/** The diagram's colours, from the theme: one source for the steps, the edges, the mini map and the legend. */
export function diagramColors(token: GlobalToken) {
  return {
    step: { border: token.colorBorder, background: token.colorBgContainer },
    final: { border: token.colorSuccess, background: token.colorSuccessBg },
    // The primary is a deep navy whose own light tints are grey; the path reads as blue.
    visited: { border: token.blue4, background: token.blue1 },
    current: { border: token.colorPrimary, background: token.blue1, glow: token.blue3 },
    unreachable: { border: token.colorError, background: token.colorErrorBg },
    edge: token.colorTextTertiary,
    back: token.colorWarningText,
    taken: token.colorPrimary,
  };
}

export type DiagramColors = ReturnType<typeof diagramColors>;
