import type {
  AnnotationSet,
  AnnotationTemplate,
  CreateAnnotationTemplateBody,
  SaveAnnotationsBody,
} from '@/core/contracts/annotations';
import { drawingsPastEnd } from '@/core/rules/annotation-geometry';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import {
  accessPolicy,
  coachesStudent,
  isAdmin,
  mayViewStudent,
  type SignedInIdentity,
} from '../access/access-policy';
import { presentModelSwingPlayback } from '../model-swings/model-swings.presenter';
import { modelSwingsRepository } from '../model-swings/model-swings.repository';
import { swingsRepository } from '../swings/swings.repository';
import { videoPlayback } from '../video-conversion/video-playback.presenter';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { presentAnnotationSet, presentTemplate } from './annotations.presenter';
import { type AnnotatedVideo, annotationsRepository } from './annotations.repository';

export interface AnnotationsDeps {
  db: Db;
  clock: Clock;
}

/** A save answers the new set, or the newer set someone else saved after the caller's base version. */
export type SaveResult = { saved: AnnotationSet } | { conflict: AnnotationSet };

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

/** Drawings over swing videos and model swings, their versions, and the academy's drawing templates. */
export function annotationsService(deps: AnnotationsDeps) {
  const access = accessPolicy(deps.db);
  const repo = annotationsRepository(deps.db);
  const swings = swingsRepository(deps.db);
  const models = modelSwingsRepository(deps.db);
  const renditions = videoRenditionsRepository(deps.db);

  /** The video to draw on, with its length in frames as its player is told it (null: not known yet). */
  type Target = { video: AnnotatedVideo; frameCount: number | null };

  /** A swing of one of the coach's own students (an admin: any); another coach's student is 404. */
  async function coachedSwing(staffId: string, id: string): Promise<Target> {
    const actor = await access.staffActor(staffId);
    const row = await swings.find(id);
    if (!row || !coachesStudent(actor, { id: row.swing.studentId, coachId: row.student.coachId })) {
      throw notFound('Swing not found');
    }
    const rendition = (await renditions.findByKeys([row.swing.fileKey])).get(row.swing.fileKey);
    return { video: { kind: 'swing', id }, frameCount: videoPlayback('', rendition).frameCount };
  }

  /** A model swing of the academy's: any member of staff reads and draws on it. */
  async function modelSwing(staffId: string, id: string): Promise<Target> {
    await access.staffActor(staffId);
    const row = await models.find(id);
    if (!row) throw notFound('Model swing not found');
    const rendition = (await renditions.findByKeys([row.fileKey])).get(row.fileKey);
    return {
      video: { kind: 'model_swing', id },
      frameCount: presentModelSwingPlayback(row, rendition).frameCount,
    };
  }

  async function latest(video: AnnotatedVideo) {
    return presentAnnotationSet(await repo.latest(video));
  }

  /** Saves on top of `baseVersion`, or answers the newer version when someone saved in between. */
  async function save(staffId: string, target: Target, body: SaveAnnotationsBody): Promise<SaveResult> {
    const { video } = target;
    // A drawing may not outlast its video, once the video's length in frames is known.
    const pastEnd = drawingsPastEnd(body.drawings, target.frameCount);
    if (Object.keys(pastEnd).length > 0) {
      throw badRequest('A drawing runs past the end of the video', pastEnd);
    }
    const current = await latest(video);
    if (current.version !== body.baseVersion) return { conflict: current };
    try {
      await repo.insertVersion(video, {
        version: body.baseVersion + 1,
        drawings: body.drawings,
        createdBy: staffId,
        createdAt: deps.clock(),
      });
    } catch (error) {
      // Two saves on the same base at once: the unique key lets one through; the other sees the winner.
      if (isUniqueViolation(error)) return { conflict: await latest(video) };
      throw error;
    }
    return { saved: await latest(video) };
  }

  return {
    /** A swing's drawings, for the student's coach or an admin. */
    async forCoachedSwing(staffId: string, id: string): Promise<AnnotationSet> {
      return latest((await coachedSwing(staffId, id)).video);
    },

    /** Saves a swing's drawings as a new version (the student's coach or an admin). */
    async saveForCoachedSwing(staffId: string, id: string, body: SaveAnnotationsBody): Promise<SaveResult> {
      return save(staffId, await coachedSwing(staffId, id), body);
    },

    /**
     * A swing's drawings for the student and their guardians: part of the review, so none show until it is
     * sent, as with the coach's marks. Another family's swing is 404.
     */
    async forFamily(identity: SignedInIdentity, id: string): Promise<AnnotationSet> {
      const actor = await access.actorFor(identity);
      const row = await swings.find(id);
      if (!row || !mayViewStudent(actor, { id: row.swing.studentId, coachId: row.student.coachId })) {
        throw notFound('Swing not found');
      }
      if (!row.swing.reviewedAt) return presentAnnotationSet(undefined);
      return latest({ kind: 'swing', id });
    },

    /** A model swing's drawings, for any member of staff. */
    async forModelSwing(staffId: string, id: string): Promise<AnnotationSet> {
      return latest((await modelSwing(staffId, id)).video);
    },

    async saveForModelSwing(staffId: string, id: string, body: SaveAnnotationsBody): Promise<SaveResult> {
      return save(staffId, await modelSwing(staffId, id), body);
    },

    /** The academy's drawing templates, by name: any member of staff may apply them. */
    async templates(staffId: string): Promise<AnnotationTemplate[]> {
      await access.staffActor(staffId);
      return (await repo.templates()).map(presentTemplate);
    },

    async createTemplate(staffId: string, body: CreateAnnotationTemplateBody): Promise<AnnotationTemplate> {
      await access.staffActor(staffId);
      const id = await repo.insertTemplate({ ...body, createdBy: staffId, createdAt: deps.clock() });
      return presentTemplate((await repo.findTemplate(id))!);
    },

    /** Its author or an administrator deletes a template; another member of staff is refused (403). */
    async deleteTemplate(staffId: string, id: string): Promise<void> {
      const actor = await access.staffActor(staffId);
      const row = await repo.findTemplate(id);
      if (!row) throw notFound('Template not found');
      if (row.template.createdBy !== actor.staffId && !isAdmin(actor)) {
        throw forbidden('Only its author or an administrator may delete this template');
      }
      await repo.deleteTemplate(id);
    },
  };
}
