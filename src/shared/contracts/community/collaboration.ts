import { z } from 'zod';
import { COLLABORATION_MESSAGE_MAX_LENGTH } from '../../constants/community-rules';
import { defineContract } from '../define-contract';
import { ModelId } from '../models/model-shapes';

export const COLLABORATION_NOT_FOUND = 'Collaboration request not found';

const RequestId = z.string().trim().min(1, 'requestId is required').max(64, 'requestId is too long');
const Status = z.enum(['pending', 'accepted', 'declined', 'withdrawn']);
const Person = z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string().nullable() });

/** SPEC §3 collaboration_request, with the two people and what the caller may do with it now. */
export const CollaborationRequest = z.object({
  id: z.string(),
  model: z.object({ id: z.string(), title: z.string(), thumbnail: z.string().nullable() }),
  requester: Person,
  owner: Person,
  message: z.string(),
  status: Status,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  canAnswer: z.boolean(),
  canWithdraw: z.boolean(),
});
export type CollaborationRequest = z.infer<typeof CollaborationRequest>;

export const requestCollaboration = defineContract({
  name: 'requestCollaboration',
  summary:
    "Ask a model's creator to collaborate, with a message of 1–1000 characters; not on your own model, and one pending request per person and model.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({
    modelId: ModelId,
    message: z
      .string()
      .trim()
      .min(1, 'message is required')
      .max(COLLABORATION_MESSAGE_MAX_LENGTH, `message must be at most ${COLLABORATION_MESSAGE_MAX_LENGTH} characters`),
  }),
  output: z.object({ success: z.literal(true), requestId: z.string() }),
});

export const answerCollaborationRequest = defineContract({
  name: 'answerCollaborationRequest',
  summary: "Accept or decline a pending collaboration request; the model's creator only.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ requestId: RequestId, answer: z.enum(['accept', 'decline']) }),
  output: z.object({ success: z.literal(true), request: CollaborationRequest }),
});

export const withdrawCollaborationRequest = defineContract({
  name: 'withdrawCollaborationRequest',
  summary: 'Withdraw a pending collaboration request; the person who sent it only.',
  access: 'user',
  rateLimit: 'community',
  input: z.object({ requestId: RequestId }),
  output: z.object({ success: z.literal(true), request: CollaborationRequest }),
});

export const getCollaborationRequest = defineContract({
  name: 'getCollaborationRequest',
  summary: "One collaboration request, for the two people involved only: anyone else, admins too, gets 'Collaboration request not found'.",
  access: 'user',
  input: z.object({ requestId: RequestId }),
  output: z.object({ request: CollaborationRequest }),
});

export const listCollaborationRequests = defineContract({
  name: 'listCollaborationRequests',
  summary: "The caller's collaboration requests, newest first: those received (on their models) or those sent.",
  access: 'user',
  input: z.object({ box: z.enum(['received', 'sent']), cursor: z.string().max(200).optional() }),
  output: z.object({ requests: z.array(CollaborationRequest), nextCursor: z.string().nullable() }),
});
