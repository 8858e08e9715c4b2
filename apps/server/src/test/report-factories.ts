import type { ReportName } from '@hms/shared/reports';
import { bearer } from './factories';
import type { TestApp } from './test-app';

/** The report calls as a caller makes them, answered as they come: status and body. */
export function reportCalls(app: TestApp, token: string) {
  return async <T>(name: ReportName, query: Record<string, string | undefined> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([key, value]): [string, string][] =>
        value === undefined ? [] : [[key, value]],
      ),
    ).toString();
    const response = await app.inject({
      method: 'GET',
      url: `/api/reports/${name}${search ? `?${search}` : ''}`,
      headers: bearer(token),
    });
    return {
      status: response.statusCode,
      body: response.json<{
        data: T;
        message?: string;
        errors?: { path: string; message: string }[];
      }>(),
    };
  };
}
