import { describe, expect, it } from 'vitest';
import { PLAN_PER_RUN_MARK, statementName } from './statement-names';

describe('statementName', () => {
  it('names data statements by their text and leaves the rest unnamed', () => {
    const select = 'select "id" from "rooms" where "id" = $1';
    expect(statementName(select)).toBe(statementName(select));
    expect(statementName(select)).toMatch(/^s_[\w-]{27}$/);
    expect(statementName(`${select} limit $2`)).not.toBe(statementName(select));
    for (const text of ['  WITH x as (select 1) select * from x', 'insert into t values ($1)']) {
      expect(statementName(text)).toBeDefined();
    }
    for (const text of ['begin', 'commit', 'create table t (id int)', 'select1', 'analyze']) {
      expect(statementName(text)).toBeUndefined();
    }
  });

  it('leaves a statement planned per run unnamed', () => {
    expect(statementName(`select 1 where $1 like 'a' ${PLAN_PER_RUN_MARK}`)).toBeUndefined();
  });
});
