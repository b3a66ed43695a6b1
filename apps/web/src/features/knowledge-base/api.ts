import type { KnowledgeBaseDetail, KnowledgeBasePage } from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/platform/api';

export interface KnowledgeBaseParams {
  q?: string | undefined;
  kategori?: string | undefined;
  page: number;
  per_page: number;
}

// The only place these query keys are written.
export const knowledgeBaseKeys = {
  all: ['knowledge-base'] as const,
  list: (params: KnowledgeBaseParams) => ['knowledge-base', 'list', params] as const,
  one: (id: number) => ['knowledge-base', 'one', id] as const,
};

/** `GET kpk/knowledge-base`: the articles matching a phrase (best first) or all by title, a page at a time. */
export const knowledgeBaseListQuery = (params: KnowledgeBaseParams) =>
  queryOptions({
    queryKey: knowledgeBaseKeys.list(params),
    queryFn: async () => {
      const query: Record<string, string | number> = { page: params.page, per_page: params.per_page };
      if (params.q) query.q = params.q;
      if (params.kategori) query.kategori = params.kategori;
      return (await api.get<KnowledgeBasePage>('kpk/knowledge-base', { params: query })).data;
    },
    placeholderData: keepPreviousData,
  });

/** `GET kpk/knowledge-base/:id`: one article with its attachments; a missing one is answered on the screen. */
export const knowledgeBaseQuery = (id: number) =>
  queryOptions({
    queryKey: knowledgeBaseKeys.one(id),
    queryFn: async () =>
      (await api.get<KnowledgeBaseDetail>(`kpk/knowledge-base/${id}`, { silent: true })).data,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const useKnowledgeBaseList = (params: KnowledgeBaseParams) => useQuery(knowledgeBaseListQuery(params));
export const useKnowledgeBase = (id: number) => useQuery({ ...knowledgeBaseQuery(id), enabled: id > 0 });
