import { NotFoundResult } from '@/ui/NotFoundResult';

/** Any unknown path (spec §2). */
export function NotFoundPage() {
  return <NotFoundResult />;
}
