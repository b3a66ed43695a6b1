import type { LetterData } from '@gratifikasi/domain';
import type { TemplateIssue } from './liquid';
import { runTemplateJob, TemplateRefused } from './pool';

export type { TemplateIssue } from './liquid';
export { liftRowTags } from './liquid';

/**
 * The letter templates' language (issue 11 §1): the body is the HTML of the rich-text editor with Liquid in it —
 * `{{ pelapor.nama }}`, `{{ laporan.total_nilai | rupiah }}`, `{% for r in rincian %}…{% endfor %}`,
 * `{% if … %}`. Liquid runs no code of the template's author; every value is HTML-escaped on output; a name or filter
 * outside the letter data (`letterDataSchema`) is an error, found when the template is saved (`checkTemplate`), not
 * when a letter is printed. A template reads no file (`include`, `render`, `layout` are refused) and its cost is
 * bounded (liquid.ts `TEMPLATE_LIMITS`); every render runs in a worker thread (pool.ts), never on the API's loop.
 */

/**
 * Is the template body sound: Liquid syntax, every name and filter it uses known, and within the limits? Rendered
 * once against the sample letter, whose lists are not empty, so the names inside loops are checked too. Empty when
 * sound.
 */
export async function checkTemplate(body: string): Promise<TemplateIssue[]> {
  try {
    return await runTemplateJob({ op: 'check', body });
  } catch (error) {
    // Its thread ended (out of time or heap): the template's doing, told like any other problem.
    if (error instanceof TemplateRefused) return [error.issue];
    throw error;
  }
}

/**
 * The template filled with one letter's data: HTML, every value escaped. Rejects with `TemplateRefused` on a template
 * `checkTemplate` refuses.
 */
export function fillTemplate(body: string, data: LetterData): Promise<string> {
  return runTemplateJob({ op: 'fill', body, data });
}
