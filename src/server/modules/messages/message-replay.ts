import type { SendMessageFields, SendMessageResponse } from '@/core/contracts/messages';
import { AppError } from '../../errors';
import { presentMessage } from './messages.presenter';
import type { MessagesRepository } from './messages.repository';

/** A sent message, and whether this request created it (false: an earlier send with the same key). */
export interface SendMessageOutcome {
  created: boolean;
  response: SendMessageResponse;
}

/**
 * The answer to an earlier send with this key, when there was one. The same key with other words or
 * another coach is a client mistake, refused rather than answered with the wrong message.
 */
export async function replaySend(
  repo: MessagesRepository,
  studentId: string,
  key: string,
  fields: SendMessageFields,
): Promise<SendMessageOutcome | undefined> {
  const earlier = await repo.findByIdempotencyKey(studentId, key);
  if (!earlier) return undefined;
  const { message } = earlier;
  const same =
    message.coachId === fields.coachId &&
    message.subject === fields.subject &&
    message.message === fields.message &&
    message.type === fields.type;
  if (!same) {
    throw new AppError(
      422,
      'idempotency_mismatch',
      'This Idempotency-Key was already used for a different message',
    );
  }
  return { created: false, response: { success: true, message: presentMessage(earlier) } };
}
