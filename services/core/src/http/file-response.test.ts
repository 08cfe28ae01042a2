import type { Context } from 'aws-lambda';
import { ENV, ORIGIN_VERIFY_HEADER } from '@pitchside/shared';
import { createHttpHandler } from './create-http-handler';
import { contentDisposition, fileResponse } from './middleware';
import { cacheableFile, fileResult, type HttpEvent, type RouteHandler } from './types';

describe('file answers', () => {
  it('sends text as it is and bytes base64 with isBase64Encoded, with the content type and no-store by default', () => {
    const text = fileResponse(200, { contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR\r\n' });
    expect(text).toEqual({
      statusCode: 200,
      isBase64Encoded: false,
      body: 'BEGIN:VCALENDAR\r\n',
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
    });
    const bytes = fileResponse(
      200,
      { contentType: 'application/pdf', content: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff]), fileName: 'a.pdf', disposition: 'inline' },
      { 'cache-control': 'private' },
    );
    expect(bytes.isBase64Encoded).toBe(true);
    expect(Buffer.from(bytes.body ?? '', 'base64')).toEqual(Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]));
    expect(bytes.headers).toMatchObject({ 'content-disposition': `inline; filename="a.pdf"; filename*=UTF-8''a.pdf`, 'cache-control': 'private' });
  });

  it('names a download for old and new clients alike (RFC 6266), whatever the characters', () => {
    expect(contentDisposition('attachment', 'Djurgården "Cup" 2026.csv')).toBe(`attachment; filename="Djurgarden _Cup_ 2026.csv"; filename*=UTF-8''Djurg%C3%A5rden%20%22Cup%22%202026.csv`);
    expect(contentDisposition('attachment', 'łódź\r\n.ics')).toBe(`attachment; filename="_odz__.ics"; filename*=UTF-8''%C5%82%C3%B3d%C5%BA%0D%0A.ics`);
  });

  it('goes through createHttpHandler: a route answering a file gets the file response', async () => {
    const handler = createHttpHandler('payments', {
      startCheckout: async () => ({ status: 200, body: {} }),
      tournamentPrice: async () => ({ status: 200, body: {} }),
      connectStripe: async () => ({ body: {} }),
      stripeAccount: async () => ({ body: {} }),
      entryCheckout: async () => ({ body: {} }),
      stripeWebhook: async () => fileResult({ contentType: 'application/pdf', content: new Uint8Array([1, 2, 3]), fileName: 'x.pdf' }),
    });
    process.env[ENV.originVerifySecret] = 'edge-secret';
    const event = {
      version: '2.0',
      routeKey: 'POST /api/payments/webhook',
      rawPath: '/api/payments/webhook',
      rawQueryString: '',
      headers: { [ORIGIN_VERIFY_HEADER]: 'edge-secret' },
      isBase64Encoded: false,
      requestContext: {},
    } as unknown as HttpEvent;
    const answer = await handler(event, {} as Context);
    expect(answer).toMatchObject({
      statusCode: 200,
      isBase64Encoded: true,
      body: Buffer.from([1, 2, 3]).toString('base64'),
      headers: { 'content-type': 'application/pdf', 'content-disposition': expect.stringMatching(/^attachment; filename="x.pdf"/) },
    });
  });

  describe('calendar feeds: HEAD and entity tags', () => {
    const feed = 'BEGIN:VCALENDAR\r\nX-WR-CALNAME:Åre\r\nEND:VCALENDAR\r\n';
    const path = '/api/public/tournaments/{tournamentId}/teams/{teamKey}/calendar.ics';
    const handler = createHttpHandler(
      'tournaments',
      new Proxy({} as Record<string, RouteHandler>, {
        get: () => async (request: Parameters<RouteHandler>[0]) =>
          cacheableFile(request, { contentType: 'text/calendar; charset=utf-8', content: feed, fileName: 'a.ics' }, { 'cache-control': 'public, max-age=0' }),
      }) as never,
    );
    const event = (method: 'GET' | 'HEAD', headers: Record<string, string> = {}) =>
      ({
        version: '2.0',
        routeKey: `${method} ${path}`,
        rawPath: '/api/public/tournaments/t-1/teams/aik/calendar.ics',
        rawQueryString: '',
        headers: { [ORIGIN_VERIFY_HEADER]: 'edge-secret', ...headers },
        pathParameters: { tournamentId: 't-1', teamKey: 'aik' },
        isBase64Encoded: false,
        requestContext: { http: { method } },
      }) as unknown as HttpEvent;

    beforeAll(() => {
      process.env[ENV.originVerifySecret] = 'edge-secret';
    });

    it('answers HEAD like the GET, with the length the body would have and no body', async () => {
      const get = await handler(event('GET'), {} as Context);
      const head = await handler(event('HEAD'), {} as Context);
      expect(get).toMatchObject({ statusCode: 200, body: feed });
      expect(head).toMatchObject({
        statusCode: 200,
        body: '',
        headers: { 'content-type': 'text/calendar; charset=utf-8', etag: get.headers?.etag, 'content-length': String(Buffer.byteLength(feed)) },
      });
    });

    it('answers 304 without a body when the caller holds the same feed (If-None-Match), 200 otherwise', async () => {
      const get = await handler(event('GET'), {} as Context);
      const etag = String(get.headers?.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(await handler(event('GET', { 'If-None-Match': etag }), {} as Context)).toMatchObject({ statusCode: 304, body: '', headers: { etag } });
      expect(await handler(event('GET', { 'If-None-Match': 'W/"other"' }), {} as Context)).toMatchObject({ statusCode: 200, body: feed });
    });
  });
});
