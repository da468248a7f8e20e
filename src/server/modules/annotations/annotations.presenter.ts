import type { AnnotationSet, AnnotationTemplate } from '@/core/contracts/annotations';
import type { AnnotationVersionRow, TemplateRow } from './annotations.repository';

const nameOf = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : null;

/** A video's drawings as saved; before the first save, version 0 with none. */
export function presentAnnotationSet(row: AnnotationVersionRow | undefined): AnnotationSet {
  if (!row) return { version: 0, drawings: [], savedBy: null, savedAt: null };
  return {
    version: row.version,
    drawings: row.drawings,
    savedBy: nameOf(row.author),
    savedAt: row.createdAt.toISOString(),
  };
}

export function presentTemplate(row: TemplateRow): AnnotationTemplate {
  return {
    id: row.template.id,
    name: row.template.name,
    drawings: row.template.drawings,
    createdBy: row.template.createdBy,
    createdByName: nameOf(row.author),
    createdAt: row.template.createdAt.toISOString(),
  };
}
