import type { Page } from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

type Params = Record<string, string | number>;

export interface LogEntry {
  id: number;
  user_id: number | null;
  username: string | null;
  user_name: string | null;
  role_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  ip: string | null;
  request_id: string | null;
  created_at: string;
}

export interface LogDetail extends LogEntry {
  before: unknown;
  after: unknown;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  error: string | null;
  attempts: number;
  created_at: string;
  sent_at: string | null;
}

export interface OutboxMailDetail extends OutboxMail {
  html: string;
  text: string;
}

export interface PasswordReset {
  id: number;
  user_id: number;
  username: string;
  name: string;
  email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  status: 'active' | 'used' | 'expired';
}

function usePage<T>(key: string, path: string, params: Params) {
  return useQuery({
    queryKey: [key, params],
    queryFn: async () => (await api.get<Page<T>>(path, { params })).data,
    placeholderData: keepPreviousData,
  });
}

export const useLogs = (params: Params) => usePage<LogEntry>('admin-logs', 'admin/log-activity', params);
export const useMails = (params: Params) => usePage<OutboxMail>('admin-mails', 'admin/trx-emails', params);
export const useResets = (params: Params) =>
  usePage<PasswordReset>('admin-resets', 'admin/password-resets', params);

export function useLog(id: number) {
  return useQuery({
    queryKey: ['admin-log', id],
    queryFn: async () => (await api.get<LogDetail>(`admin/log-activity/${id}`)).data,
  });
}

export function useLogFacets() {
  return useQuery({
    queryKey: ['admin-log-facets'],
    queryFn: async () =>
      (await api.get<{ actions: string[]; entities: string[] }>('admin/log-activity/facets')).data,
    staleTime: 60_000,
  });
}

export function useMail(id: number | null) {
  return useQuery({
    queryKey: ['admin-mail', id],
    queryFn: async () => (await api.get<OutboxMailDetail>(`admin/trx-emails/${id}`)).data,
    enabled: id !== null,
  });
}

/** Sends a failed message again (fresh attempts); refreshes the message and the outbox list. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<OutboxMailDetail>(`admin/trx-emails/${id}/retry`),
    onSuccess: async (result) => {
      client.setQueryData(['admin-mail', result.data.id], result.data);
      await client.invalidateQueries({ queryKey: ['admin-mails'] });
    },
  });
}

/** The whole filtered audit trail as .xlsx. */
export function exportLogs(params: Params): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = params;
  return api.download('admin/log-activity/export', { params: filters });
}

export interface AuditChainCheck {
  id: number;
  status: 'running' | 'intact' | 'broken' | 'failed';
  requested_by: number | null;
  chains_total: number;
  chains_done: number;
  rows_checked: number;
  rows_unchained: number;
  broken_id: number | null;
  message: string | null;
  started_at: string;
  finished_at: string | null;
}

const chainKey = ['admin-audit-chain'] as const;

/** The latest checks of the audit hash chain; polled every 2 s while one runs. */
export function useAuditChainChecks() {
  return useQuery({
    queryKey: chainKey,
    queryFn: async () => (await api.get<AuditChainCheck[]>('admin/audit-chain')).data,
    refetchInterval: (query) => (query.state.data?.some((c) => c.status === 'running') ? 2000 : false),
  });
}

/** Starts a check on the server's queue (or joins the one under way). */
export function useVerifyAuditChain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AuditChainCheck>('admin/audit-chain/verify'),
    onSuccess: () => client.invalidateQueries({ queryKey: chainKey }),
  });
}
