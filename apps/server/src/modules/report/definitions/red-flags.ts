import type { BarisQuery } from './types';

/** Red flags (issue 14 §5); filled in with their rules. */
export const RED_FLAG_QUERIES: BarisQuery[] = [];
