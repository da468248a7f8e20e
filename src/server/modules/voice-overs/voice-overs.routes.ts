import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exerciseParams } from '@/core/contracts/coaching';
import { errorResponses, idParams } from '@/core/contracts/common';
import { videoVariantQuery } from '@/core/contracts/video-variant';
import { createVoiceOverBody, voiceOversResponse } from '@/core/contracts/voice-overs';
import { signedInStaffId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';
import { sendVideo } from '../video-conversion/send-video';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];
const staffTags = ['staff portal: voice-overs'];
const sends =
  "with the id of the coach's finished voiceover upload; the conversion is queued and the student and a junior's guardians told";

/** A coach's voice-overs on drills, exercises and message replies (swings: in the swings routes), and playing any. */
export const voiceOversRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const voiceOvers = services.voiceOvers;
  const sendSchema = (summary: string) => ({
    tags: staffTags,
    summary: `${summary}, ${sends}`,
    security,
    body: createVoiceOverBody,
    response: { 201: voiceOversResponse, ...errors },
  });
  const staffOnly = { config: { storesVideo: true }, onRequest: app.requireStaff } as const;

  app.post(
    '/api/staff/drill-assignments/:id/voice-overs',
    { schema: { ...sendSchema('Send a voice-over on a drill assignment'), params: idParams }, ...staffOnly },
    async (request, reply) => {
      const target = { kind: 'drill', id: request.params.id } as const;
      const list = await voiceOvers.send(signedInStaffId(request), target, request.body);
      return reply.status(201).send({ voiceOvers: list });
    },
  );

  app.post(
    '/api/staff/module-assignments/:assignmentId/exercises/:exerciseId/voice-overs',
    {
      schema: {
        ...sendSchema("Send a voice-over on an exercise of a student's module"),
        params: exerciseParams,
      },
      ...staffOnly,
    },
    async (request, reply) => {
      const { assignmentId, exerciseId } = request.params;
      const target = { kind: 'exercise', id: assignmentId, exerciseId } as const;
      const list = await voiceOvers.send(signedInStaffId(request), target, request.body);
      return reply.status(201).send({ voiceOvers: list });
    },
  );

  app.post(
    '/api/staff/messages/:id/voice-overs',
    {
      schema: {
        ...sendSchema(
          'Send a voice-over as (part of) the reply to a message; an unanswered message becomes answered',
        ),
        params: idParams,
      },
      ...staffOnly,
    },
    async (request, reply) => {
      const target = { kind: 'message', id: request.params.id } as const;
      const list = await voiceOvers.send(signedInStaffId(request), target, request.body);
      return reply.status(201).send({ voiceOvers: list });
    },
  );

  app.get(
    '/api/voice-overs/:id/video',
    {
      schema: {
        tags: ['voice-overs'],
        summary:
          "A coach's voice-over (once converted: ?variant=full|phone|poster|storyboard), for whoever may see what it was sent on (Range supported)",
        security,
        params: idParams,
        querystring: videoVariantQuery,
        response: errorResponses(400, 401, 403, 404),
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) => {
      const file = await voiceOvers.video(signedInViewer(request), request.params.id);
      return sendVideo(
        request,
        reply,
        { storage: app.storage, rendition: services.videoRenditions.find },
        file,
      );
    },
  );
};
