import { readFileSync } from 'node:fs';
import { serveRecordedAnswer } from './recorded-answer-server';

/**
 * The yardstick: a bare node `http` server answering every request with the bytes the real
 * endpoint answered, so the ratio shows what the product adds on top of node itself. Run as its
 * own process, like the real server, so both compete with the load generator alike.
 */
const [bodyFile, status = '200'] = process.argv.slice(2);
if (!bodyFile) throw new Error('usage: bare-server <body-file> [status]');
serveRecordedAnswer(readFileSync(bodyFile), Number(status));
