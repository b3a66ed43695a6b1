import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The staff's knowledge base (spec §2 /kpk knowledge-base, knowledge-base/:id), by domain route name. */
export const KNOWLEDGE_BASE_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-knowledge-base': () => import('./KnowledgeBaseListPage').then((m) => m.KnowledgeBaseListPage),
  'kpk-knowledge-base-detail': () =>
    import('./KnowledgeBaseDetailPage').then((m) => m.KnowledgeBaseDetailPage),
};
