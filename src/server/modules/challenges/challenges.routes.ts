import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attemptsQuery,
  attemptsResponse,
  awardChippingBadgeBody,
  awardChippingBadgeResponse,
  awardPuttingBadgeBody,
  awardPuttingBadgeResponse,
  badgesQuery,
  badgesResponse,
  chippingResultsQuery,
  chippingResultsResponse,
  createAttemptBody,
  createAttemptResponse,
  leaderboardResponse,
  progressResponse,
  puttingCompletionsResponse,
  saveChippingResultBody,
  saveChippingResultResponse,
  staffAttemptsQuery,
  staffAttemptsResponse,
  uploadEvidenceResponse,
  userIdParams,
  verifyAttemptBody,
  verifyAttemptResponse,
} from '@/core/contracts/challenges';
import { coachIdParams, errorResponse, errorResponses, idParams } from '@/core/contracts/common';
import { actingStudentQuery } from '@/core/contracts/family';
import { videoVariantQuery } from '@/core/contracts/video-variant';
import { badRequest } from '../../errors';
import {
  portalStudentOf,
  signedInParty,
  signedInStaffId,
  signedInStudentId,
  signedInViewer,
} from '../../plugins/auth';
import type { Services } from '../../services';
import { readMultipartForm } from '../../storage/multipart-form';
import { discardIfRefused } from '../../storage/refused-upload';
import { studentVideoRule, UPLOAD_RULES, type UploadRule } from '../../storage/uploads';
import { sendVideo } from '../video-conversion/send-video';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];
const breakPar = ['student portal: break par'];

function evidenceRules(studentVideoMaxBytes: number): Record<'photo' | 'video', UploadRule> {
  return {
    photo: { ...UPLOAD_RULES.image, field: 'photo', folder: 'break-par-evidence', label: 'The photo' },
    video: {
      ...studentVideoRule(studentVideoMaxBytes),
      field: 'video',
      folder: 'break-par-evidence',
      label: 'The video',
    },
  };
}

export const challengesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const challenges = services.challenges;
  const EVIDENCE_RULES = evidenceRules(services.storageUsage.studentVideoMaxBytes);

  app.get(
    '/api/break-par-challenge/progress/:userId',
    {
      schema: {
        tags: breakPar,
        summary:
          "A student's Break Par progress: completions, unlocking and averages, from every round played",
        security,
        params: userIdParams,
        response: { 200: progressResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) => challenges.progress(signedInViewer(request), request.params.userId),
  );

  app.get(
    '/api/break-par-challenge/attempts/:userId',
    {
      schema: {
        tags: breakPar,
        summary: "A student's latest Break Par rounds with hole scores and evidence, newest first",
        security,
        params: userIdParams,
        querystring: attemptsQuery,
        response: { 200: attemptsResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) =>
      challenges.attempts(signedInViewer(request), request.params.userId, request.query.limit),
  );

  app.post(
    '/api/break-par-challenge/attempts',
    {
      schema: {
        tags: breakPar,
        summary:
          'Save a round: the server adds it up, decides the pass and medal, and unlocks the next level',
        security,
        querystring: actingStudentQuery,
        body: createAttemptBody,
        response: { 201: createAttemptResponse, ...errors, 409: errorResponse },
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) =>
      reply.status(201).send(await challenges.recordAttempt(signedInStudentId(request), request.body)),
  );

  app.post(
    '/api/break-par-challenge/evidence',
    {
      schema: {
        tags: breakPar,
        summary: 'Upload a photo (field photo) or video (field video) of a hole, before saving the round',
        security,
        querystring: actingStudentQuery,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadEvidenceResponse,
          ...errors,
          409: errorResponse,
          413: errorResponse,
          507: errorResponse,
        },
      },
      onRequest: app.requireStudent,
      // Refused before a byte of the upload is read.
      preHandler: (request) => services.emailConfirmation.requireConfirmed(signedInParty(request), 'uploads'),
    },
    async (request, reply) => {
      const form = await readMultipartForm(
        request,
        app.storage,
        (field) => (field === 'photo' || field === 'video' ? EVIDENCE_RULES[field] : undefined),
        {
          admit: () => challenges.checkEvidenceRoom(signedInStudentId(request)),
          admitFile: (field) => challenges.admitEvidenceFile(signedInStudentId(request), field),
        },
      );
      const kinds = Object.keys(form.files) as ('photo' | 'video')[];
      const [kind] = kinds;
      const evidence = await discardIfRefused(form, async () => {
        if (kinds.length !== 1 || !kind) {
          throw badRequest('Send one photo or one video', { file: 'Send one file, in field photo or video' });
        }
        return challenges.recordEvidence(signedInStudentId(request), kind, form.files[kind]!);
      });
      return reply.status(201).send({ success: true as const, evidence });
    },
  );

  app.get(
    '/api/break-par-challenge/evidence/:id',
    {
      schema: {
        tags: breakPar,
        summary: 'A photo or video of a round, for its student, their coach and admins (Range supported)',
        security,
        querystring: videoVariantQuery,
        params: idParams,
        response: errors,
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) => {
      const file = await challenges.evidenceFile(signedInViewer(request), request.params.id);
      return sendVideo(
        request,
        reply,
        { storage: app.storage, rendition: services.videoRenditions.find },
        file,
      );
    },
  );

  app.get(
    '/api/coaches/:id/break-par-attempts',
    {
      schema: {
        tags: ['staff portal: break par'],
        summary: "A coach's students' Break Par rounds with their photos and videos, newest first",
        security,
        params: coachIdParams,
        querystring: staffAttemptsQuery,
        response: { 200: staffAttemptsResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) =>
      challenges.attemptsForStaff(
        signedInStaffId(request),
        request.params.id,
        request.query.evidence === 'true',
      ),
  );

  app.patch(
    '/api/break-par-challenge/attempts/:id/verify',
    {
      schema: {
        tags: ['staff portal: break par'],
        summary: 'Mark a round verified by the coach (or take the mark back)',
        security,
        params: idParams,
        body: verifyAttemptBody,
        response: { 200: verifyAttemptResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) =>
      challenges.verifyAttempt(signedInStaffId(request), request.params.id, request.body.verified),
  );

  app.get(
    '/api/badges/leaderboard',
    {
      schema: {
        tags: ['student portal: badges'],
        summary:
          'The top ten badge holders, the totals, and the own place of the signed-in student (or of the child a guardian names)',
        security,
        querystring: actingStudentQuery,
        response: { 200: leaderboardResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) => challenges.leaderboard(portalStudentOf(request)),
  );

  app.get(
    '/api/badges/:userId',
    {
      schema: {
        tags: ['student portal: badges'],
        summary: "A student's badges, newest first, optionally of one challenge type",
        security,
        params: userIdParams,
        querystring: badgesQuery,
        response: { 200: badgesResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) => challenges.badges(signedInViewer(request), request.params.userId, request.query.type),
  );

  app.get(
    '/api/putting/completions/:userId',
    {
      schema: {
        tags: ['student portal: putting'],
        summary: "A student's climbed putting ladders, newest first",
        security,
        params: userIdParams,
        response: { 200: puttingCompletionsResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) => challenges.puttingCompletions(signedInViewer(request), request.params.userId),
  );

  app.post(
    '/api/putting/award-badge',
    {
      schema: {
        tags: ['student portal: putting'],
        summary:
          'Record a climbed ladder; the server checks the ladder and decides the medal from the restarts',
        security,
        querystring: actingStudentQuery,
        body: awardPuttingBadgeBody,
        response: { 201: awardPuttingBadgeResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) =>
      reply.status(201).send(await challenges.awardPuttingBadge(signedInStudentId(request), request.body)),
  );

  app.post(
    '/api/chipping/results',
    {
      schema: {
        tags: ['student portal: chipping'],
        summary: 'Save a chipping test from its ten shot outcomes; the server scores it and awards any medal',
        security,
        querystring: actingStudentQuery,
        body: saveChippingResultBody,
        response: { 201: saveChippingResultResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) =>
      reply.status(201).send(await challenges.saveChippingResult(signedInStudentId(request), request.body)),
  );

  app.get(
    '/api/chipping/results/:userId',
    {
      schema: {
        tags: ['student portal: chipping'],
        summary: "A student's latest chipping results, newest first, and their summary",
        security,
        params: userIdParams,
        querystring: chippingResultsQuery,
        response: { 200: chippingResultsResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) =>
      challenges.chippingResults(signedInViewer(request), request.params.userId, request.query.limit),
  );

  app.post(
    '/api/chipping/award-badge',
    {
      schema: {
        tags: ['student portal: chipping'],
        summary: 'Earlier clients: confirms the badge a saved result earned (never awards on its own)',
        security,
        querystring: actingStudentQuery,
        body: awardChippingBadgeBody,
        response: { 200: awardChippingBadgeResponse, ...errors, 409: errorResponse },
      },
      onRequest: app.requireStudent,
    },
    async (request) => challenges.confirmChippingBadge(signedInStudentId(request), request.body),
  );
};
