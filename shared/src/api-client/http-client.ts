import type * as Axios from 'axios';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { XSRF_COOKIE, XSRF_HEADER } from '../contracts/xsrf.ts';
import { API_BASE, API_REQUEST_HEADERS } from './api-base.ts';
import { apiHttpError } from './api-errors.ts';
import { isWrite, readXsrfToken } from './xsrf-token.ts';
import { serverApiSlot, type ServerApi } from '../seams/global-slots.ts';

/** A network or unknown failure settles as this result instead of throwing (docs/product.md#errors-visitor). */
export interface ConnectionFailure {
  status: 0;
  message: 'Connection Error!';
}
export const CONNECTION_FAILURE: ConnectionFailure = { status: 0, message: 'Connection Error!' };

const UNAUTHORIZED_WAIT_MS = 1500;

type AxiosModule = typeof Axios;

let axiosModule: Promise<AxiosModule> | undefined;
let client: AxiosInstance | undefined;

/**
 * axios arrives with the browser's first request, not with the page's first script: a page comes from
 * the server with its data, and asks the API nothing until the visitor goes on (docs/decisions/015). A
 * failed download is tried again by the next request.
 */
export const prepareHttpClient = (): Promise<AxiosModule> =>
  (axiosModule ??= import('axios').catch((error: unknown) => {
    axiosModule = undefined;
    throw error;
  }));

/** The one HTTP client (docs/product.md#api): JSON, X-Requested-With, the XSRF cookie/header pair, no credentials cross-site. */
export async function httpClient(): Promise<AxiosInstance> {
  const { default: axios } = await prepareHttpClient();
  return (client ??= axios.create({
    baseURL: API_BASE,
    headers: { ...API_REQUEST_HEADERS },
    withCredentials: false,
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
    timeout: 20_000,
  }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * No answer brings the XSRF cookie unasked (a page with a cookie could not be one copy for everyone,
 * docs/architecture.md#rollouts): before a write, the browser asks for one when it has none.
 */
async function ensureXsrfToken(axios: AxiosInstance, method: string | undefined): Promise<void> {
  if (!isWrite(method) || typeof document === 'undefined') return;
  if (readXsrfToken() !== undefined) return;
  await axios.get('/xsrf-token');
}

async function sendOnServer<T>(api: ServerApi, config: AxiosRequestConfig): Promise<T | ConnectionFailure> {
  let answer: { status: number; body: unknown };
  try {
    answer = await api({ method: config.method ?? 'GET', url: config.url ?? '', data: config.data });
  } catch (error) {
    console.warn('API call failed on the server', config.url, error instanceof Error ? error.message : error);
    return CONNECTION_FAILURE;
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  if (answer.status === 401) return CONNECTION_FAILURE;
  throw apiHttpError(answer.status, answer.body);
}

/**
 * Sends a request and settles by the rules of docs/product.md#errors-visitor: the envelope on success;
 * `CONNECTION_FAILURE` when there is no response (logged, unless the caller cancelled it) or after
 * waiting 1.5 s on a 401; an
 * `ApiHttpError` for every other HTTP error.
 */
export async function send<T>(config: AxiosRequestConfig): Promise<T | ConnectionFailure> {
  // On the server every app's copy of this module finds the render worker's way of answering API calls:
  // a page's data is read without a trip through the network (docs/decisions/015).
  const onServer = serverApiSlot.read();
  if (onServer) return sendOnServer<T>(onServer, config);
  let axios: AxiosModule;
  try {
    axios = await prepareHttpClient();
  } catch (error) {
    console.warn('The HTTP client could not be loaded', error instanceof Error ? error.message : error);
    return CONNECTION_FAILURE;
  }
  const { isAxiosError, isCancel } = axios;
  try {
    const api = await httpClient();
    await ensureXsrfToken(api, config.method);
    const response = await api.request<T>(config);
    return response.data;
  } catch (error) {
    if (isCancel(error)) return CONNECTION_FAILURE;
    if (!isAxiosError(error) || !error.response) {
      console.warn(
        'API call failed without a response',
        config.url,
        error instanceof Error ? error.message : error,
      );
      return CONNECTION_FAILURE;
    }
    if (error.response.status === 401) {
      await wait(UNAUTHORIZED_WAIT_MS);
      return CONNECTION_FAILURE;
    }
    throw apiHttpError(error.response.status, error.response.data);
  }
}
