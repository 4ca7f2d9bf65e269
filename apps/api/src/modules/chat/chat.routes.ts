import { errorResponse, okResponse } from '@app/shared/schemas/common';
import {
  adminChatMessageParams,
  adminChatMessagesResponse,
  adminChatQuery,
  adminChatReportsResponse,
  adminChatUserParams,
  adminDeleteMessageResponse,
  bannedWord,
  bannedWordInput,
  bannedWordParams,
  bannedWordsResponse,
  chatMessage,
  chatMessageParams,
  chatMessagesQuery,
  chatMessagesResponse,
  chatMuteBody,
  chatMuteResponse,
  chatMutesResponse,
  chatReportBody,
  chatSendBody,
  onlineUsersResponse,
} from '@app/shared/schemas/chat';
import { adminUser } from '../../plugins/admin';
import { sessionUser } from '../../plugins/auth';
import type { App } from '../../types';
import { ChatService } from './chat.service';

const refusals = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

/** The members' chat (prefix /chat). */
export async function chatRoutes(app: App) {
  const service = new ChatService(app.db, app.clock, app.rateLimiter);
  app.get(
    '/messages',
    {
      schema: {
        tags: ['chat'],
        querystring: chatMessagesQuery,
        response: { 200: chatMessagesResponse, ...refusals },
      },
    },
    (request) => service.list(sessionUser(request), request.query.limit, request.query.before),
  );
  app.post(
    '/send',
    { schema: { tags: ['chat'], body: chatSendBody, response: { 201: chatMessage, ...refusals } } },
    async (request, reply) =>
      reply.code(201).send(await service.send(sessionUser(request), request.body.content)),
  );
  app.delete(
    '/messages/:id',
    { schema: { tags: ['chat'], params: chatMessageParams, response: { 200: okResponse, ...refusals } } },
    (request) => service.remove(sessionUser(request), request.params.id),
  );
  app.post(
    '/messages/:id/report',
    {
      schema: {
        tags: ['chat'],
        params: chatMessageParams,
        body: chatReportBody,
        response: { 200: okResponse, ...refusals },
      },
    },
    (request) => service.report(sessionUser(request), request.params.id, request.body?.reason),
  );
  app.get(
    '/online-users',
    { schema: { tags: ['chat'], response: { 200: onlineUsersResponse, ...refusals } } },
    (request) => service.onlineUsers(sessionUser(request)),
  );
}

/** The moderators' calls (prefix /admin/chat); every action is audited. */
export async function adminChatRoutes(app: App) {
  const service = new ChatService(app.db, app.clock, app.rateLimiter);
  app.get(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        querystring: adminChatQuery,
        response: { 200: adminChatMessagesResponse, ...refusals },
      },
    },
    (request) => service.adminPage(request.query.limit, request.query.skip),
  );
  app.delete(
    '/messages/user/:userId',
    { schema: { tags: ['admin'], params: adminChatUserParams, response: { 200: okResponse, ...refusals } } },
    (request) => service.adminDeleteAllOf(adminUser(request), request.params.userId),
  );
  app.delete(
    '/messages/:messageId',
    {
      schema: {
        tags: ['admin'],
        params: adminChatMessageParams,
        response: { 200: adminDeleteMessageResponse, ...refusals },
      },
    },
    (request) => service.adminDelete(adminUser(request), request.params.messageId),
  );
  app.post(
    '/messages/:messageId/restore',
    {
      schema: { tags: ['admin'], params: adminChatMessageParams, response: { 200: okResponse, ...refusals } },
    },
    (request) => service.restore(adminUser(request), request.params.messageId),
  );
  app.get(
    '/reports',
    { schema: { tags: ['admin'], response: { 200: adminChatReportsResponse, ...refusals } } },
    () => service.reports(),
  );
  app.get('/mutes', { schema: { tags: ['admin'], response: { 200: chatMutesResponse, ...refusals } } }, () =>
    service.mutes(),
  );
  app.post(
    '/mute',
    { schema: { tags: ['admin'], body: chatMuteBody, response: { 200: chatMuteResponse, ...refusals } } },
    (request) => service.mute(adminUser(request), request.body),
  );
  app.delete(
    '/mute/:userId',
    { schema: { tags: ['admin'], params: adminChatUserParams, response: { 200: okResponse, ...refusals } } },
    (request) => service.unmute(adminUser(request), request.params.userId),
  );
  app.get(
    '/banned-words',
    { schema: { tags: ['admin'], response: { 200: bannedWordsResponse, ...refusals } } },
    () => service.bannedWords(),
  );
  app.post(
    '/banned-words',
    { schema: { tags: ['admin'], body: bannedWordInput, response: { 201: bannedWord, ...refusals } } },
    async (request, reply) =>
      reply.code(201).send(await service.addBannedWord(adminUser(request), request.body.word)),
  );
  app.delete(
    '/banned-words/:id',
    { schema: { tags: ['admin'], params: bannedWordParams, response: { 200: okResponse, ...refusals } } },
    (request) => service.removeBannedWord(adminUser(request), request.params.id),
  );
}
