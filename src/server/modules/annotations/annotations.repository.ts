import { asc, desc, eq } from 'drizzle-orm';
import type { Drawing, TemplateDrawing } from '@/core/contracts/annotations';
import type { DbOrTx } from '../../db/client';
import { annotationTemplates, staff, videoAnnotations } from '../../db/schema/index';

export type AnnotatedVideo = { kind: 'swing'; id: string } | { kind: 'model_swing'; id: string };

export interface AnnotationVersionRow {
  version: number;
  drawings: Drawing[];
  createdAt: Date;
  author: { firstName: string; lastName: string } | null;
}

export interface TemplateRow {
  template: typeof annotationTemplates.$inferSelect;
  author: { firstName: string; lastName: string } | null;
}

const ofVideo = (video: AnnotatedVideo) =>
  video.kind === 'swing'
    ? eq(videoAnnotations.swingId, video.id)
    : eq(videoAnnotations.modelSwingId, video.id);

export function annotationsRepository(db: DbOrTx) {
  return {
    /** The newest version of a video's drawings, or none before the first save. */
    async latest(video: AnnotatedVideo): Promise<AnnotationVersionRow | undefined> {
      const [row] = await db
        .select({
          version: videoAnnotations.version,
          drawings: videoAnnotations.drawings,
          createdAt: videoAnnotations.createdAt,
          author: { firstName: staff.firstName, lastName: staff.lastName },
        })
        .from(videoAnnotations)
        .leftJoin(staff, eq(staff.id, videoAnnotations.createdBy))
        .where(ofVideo(video))
        .orderBy(desc(videoAnnotations.version))
        .limit(1);
      return row as AnnotationVersionRow | undefined;
    },

    /** Adds a version; the unique (video, version) key refuses a second save on the same base. */
    async insertVersion(
      video: AnnotatedVideo,
      values: { version: number; drawings: Drawing[]; createdBy: string; createdAt: Date },
    ): Promise<void> {
      await db.insert(videoAnnotations).values({
        videoKind: video.kind,
        swingId: video.kind === 'swing' ? video.id : null,
        modelSwingId: video.kind === 'model_swing' ? video.id : null,
        ...values,
      });
    },

    async templates(): Promise<TemplateRow[]> {
      return (await db
        .select({
          template: annotationTemplates,
          author: { firstName: staff.firstName, lastName: staff.lastName },
        })
        .from(annotationTemplates)
        .leftJoin(staff, eq(staff.id, annotationTemplates.createdBy))
        .orderBy(asc(annotationTemplates.name), asc(annotationTemplates.createdAt))) as TemplateRow[];
    },

    async findTemplate(id: string): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select({
          template: annotationTemplates,
          author: { firstName: staff.firstName, lastName: staff.lastName },
        })
        .from(annotationTemplates)
        .leftJoin(staff, eq(staff.id, annotationTemplates.createdBy))
        .where(eq(annotationTemplates.id, id));
      return row as TemplateRow | undefined;
    },

    async insertTemplate(values: {
      name: string;
      drawings: TemplateDrawing[];
      createdBy: string;
      createdAt: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(annotationTemplates)
        .values(values)
        .returning({ id: annotationTemplates.id });
      return row!.id;
    },

    async deleteTemplate(id: string): Promise<void> {
      await db.delete(annotationTemplates).where(eq(annotationTemplates.id, id));
    },
  };
}
