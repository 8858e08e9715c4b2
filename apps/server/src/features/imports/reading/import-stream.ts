import { PassThrough } from 'node:stream';
import type { ImportEvent } from '@hms/shared/imports';
import { apiMessages } from '@hms/shared/messages';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AppError } from '../../../core/errors/app-error';
import type { ImportJob } from '../imports-service';

/**
 * Answers an accepted import as JSON lines (docs/decisions/046): the job's progress as it goes,
 * then its report, or an error once the answer has begun and a status can no longer say it.
 * Whatever server of several took the request streams its whole progress, so no job state is
 * kept anywhere.
 */
export function streamImport(reply: FastifyReply, log: FastifyBaseLogger, job: ImportJob) {
  const stream = new PassThrough();
  const send = (event: ImportEvent) => stream.write(`${JSON.stringify(event)}\n`);
  void job(send)
    .then(
      (report) => send({ type: 'report', report }),
      (error: unknown) => {
        if (error instanceof AppError) {
          send({ type: 'error', error: { code: error.code, message: error.message } });
          return;
        }
        log.error({ err: error }, 'import failed');
        send({ type: 'error', error: { code: 'INTERNAL', message: apiMessages.internal } });
      },
    )
    .finally(() => stream.end());
  return reply
    .type('application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(stream);
}
