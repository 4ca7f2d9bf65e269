import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * The one file of a multipart upload in `field` (other parts are read and dropped), refused
 * in French when the request is not multipart, the file is missing or empty (400) or past the
 * size the route's multipart limits allow (413). The route registers @fastify/multipart.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  refusals: { missing: string; tooLarge: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, refusals.missing);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === field && data.length > 0) file = data;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, refusals.tooLarge);
    throw new HttpError(400, refusals.missing);
  }
  if (!file) throw new HttpError(400, refusals.missing);
  return file;
}
