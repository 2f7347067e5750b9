import type { AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { ContractMismatchError } from './errors';

/**
 * Response rule: replaces an answer's data with what `read` makes of it (the envelope's outcome, a
 * checked result). An answer that breaks its contract becomes axios' own failure for a bad answer
 * (ERR_BAD_RESPONSE, as a body that is not JSON would be), which carries the request: the
 * connection rules then handle it as the server fault it is, and Try Again can send it again.
 */
export const readAnswer =
  (axios: AxiosStatic, read: (data: unknown, config: InternalAxiosRequestConfig) => unknown) =>
  (response: AxiosResponse): AxiosResponse => {
    try {
      response.data = read(response.data, response.config);
      return response;
    } catch (error) {
      if (!(error instanceof ContractMismatchError)) throw error;
      const { AxiosError } = axios;
      throw AxiosError.from(error, AxiosError.ERR_BAD_RESPONSE, response.config, response.request, response);
    }
  };
