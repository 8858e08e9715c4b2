import type { ServerProcess } from '../../../harness/server-process';
import { addComment, changeStatus, submitComplaint } from './complaint-writes';
import { assignRoom, createHostel, createRoom, createStudent } from './housing-writes';
import type { Model } from './model';
import type { Random } from './random';

const CONCURRENCY = 6;

export type Answer = { status: number; body: unknown };

/**
 * One stream of writes against one server, ended by SIGKILL after `killAfter` acknowledgements.
 * Its bookkeeping is open to the writes of housing-writes.ts and complaint-writes.ts, which run
 * inside it.
 */
export class Stream {
  acked = 0;
  killed = false;
  /** Writes sent and not yet answered. */
  inFlight = 0;
  inFlightAtKill = -1;
  problems: string[] = [];
  counter = 0;
  readonly busy = new Set<string>();
  /** Assignments in flight per room, so that no assignment is sent to a room that may be full. */
  readonly reserved = new Map<string, number>();

  constructor(
    private readonly server: ServerProcess,
    readonly model: Model,
    readonly random: Random,
    readonly cycle: number,
    private readonly killAfter: number,
  ) {}

  async run() {
    const deadline = Date.now() + 45_000;
    const worker = async () => {
      while (!this.killed && this.problems.length === 0) {
        if (Date.now() > deadline) {
          this.problems.push(`only ${this.acked} of ${this.killAfter} writes answered in time`);
          break;
        }
        if (!(await this.oneWrite())) await new Promise((r) => setTimeout(r, 5));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  tag() {
    this.counter += 1;
    return `${this.cycle}x${this.counter}`;
  }

  async send(
    method: string,
    url: string,
    token: string | undefined,
    body?: object,
    write = true,
  ): Promise<Answer | undefined> {
    if (write) this.inFlight += 1;
    try {
      const response = await fetch(`${this.server.url}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    } catch (error) {
      // After the kill no answer is expected; before it, a lost answer is a failure.
      if (!this.killed) this.problems.push(`${method} ${url} got no answer: ${String(error)}`);
      return undefined;
    } finally {
      if (write) this.inFlight -= 1;
    }
  }

  /** The answer's data when it is the expected 2xx; records anything else as a problem. */
  expect<T>(answer: Answer | undefined, status: number, what: string): T | undefined {
    if (!answer) return undefined;
    if (answer.status !== status) {
      this.problems.push(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return undefined;
    }
    return (answer.body as { data: T }).data;
  }

  acknowledge(kind: string) {
    this.model.acknowledged[kind] = (this.model.acknowledged[kind] ?? 0) + 1;
    this.acked += 1;
    if (this.acked === this.killAfter && !this.killed) {
      this.killed = true;
      this.inFlightAtKill = this.inFlight;
      this.server.kill();
    }
  }

  claim(key: string) {
    if (this.busy.has(key)) return false;
    this.busy.add(key);
    return true;
  }

  /** Sends one write of a kind chosen at random among those possible now; false if none was. */
  private async oneWrite(): Promise<boolean> {
    const { model } = this;
    const hostels = model.hostels.size;
    const choices: [number, () => Promise<boolean>][] = [
      [hostels < 2 ? 100 : hostels < 6 ? 4 : 0, () => createHostel(this)],
      [hostels === 0 ? 0 : model.rooms.size < 6 ? 30 : 10, () => createRoom(this)],
      [12, () => createStudent(this)],
      [model.rooms.size === 0 ? 0 : 14, () => assignRoom(this)],
      [model.students.size === 0 ? 0 : 14, () => submitComplaint(this)],
      [model.complaints.size === 0 ? 0 : 12, () => addComment(this)],
      [model.complaints.size === 0 ? 0 : 12, () => changeStatus(this)],
    ];
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.random.next() * total;
    for (const [weight, write] of choices) {
      roll -= weight;
      if (weight > 0 && roll < 0) return write();
    }
    return false;
  }
}
