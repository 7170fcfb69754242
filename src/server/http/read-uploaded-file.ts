import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';

/**
 * The one file of a multipart upload (field `file`) as bytes, for the picture routes (avatar,
 * storefront banner); past the route's size limit it is refused with `tooLarge`.
 */
export async function readUploadedFile(request: FastifyRequest, tooLarge: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('invalid-argument', 'Send the image as multipart/form-data in a field named file.');
  const file = await request.file();
  if (!file) throw new AppError('invalid-argument', 'file: an image is required');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload-too-large', tooLarge);
    throw error;
  }
}
