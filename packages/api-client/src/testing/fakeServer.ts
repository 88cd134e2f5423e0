// Test support: a fake axios adapter that records requests and answers from a handler.
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export interface RecordedRequest {
  method: string;
  url: string;
  params: unknown;
  headers: Record<string, string>;
  body: unknown;
}

/** [status, body] or [status, body, response headers] to answer, or 'network' to fail with no response. */
export type FakeReply = [number, unknown] | [number, unknown, Record<string, string>] | 'network';
export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

function record(config: InternalAxiosRequestConfig): RecordedRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) headers[name] = String(value);
  const body = typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
  return { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params: config.params, headers, body };
}

export function fakeServer(instance: AxiosInstance, handler: FakeHandler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request = record(config);
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const [status, data, headers = {}] = reply;
    const response = { data, status, statusText: String(status), headers, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  instance.defaults.adapter = adapter;
  return requests;
}
