import { useParams, useSearchParams } from 'react-router';
import type { PelaporArea } from './areas';

/** The pelapor id of the screen: `:id` in the path or `?id=` (individu and publik areas); null when absent. */
export function usePelaporId(area: PelaporArea): number | null {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = area.idIn === 'query' ? search.get('id') : params.id;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
