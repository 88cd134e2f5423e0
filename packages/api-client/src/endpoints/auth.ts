import type {
  LoginRequest,
  LoginResponse,
  MeResponse,
  MenuItem,
  RefreshTokenResponse,
  ResetPasswordRequest,
} from '@mikro/contracts';
import { http } from '../http/instances';
import { REFRESH_TOKEN_PATH } from '../http/interceptors';

export const authApi = {
  async login(body: LoginRequest): Promise<LoginResponse> {
    // A wrong password is a 401 too: it must not trigger the token refresh.
    const { data } = await http.post<LoginResponse>('/system/auth/login', body, { skipAuthRefresh: true });
    return data;
  },
  async me(): Promise<MeResponse> {
    const { data } = await http.get<MeResponse>('/system/auth/me');
    return data;
  },
  async menu(): Promise<MenuItem[]> {
    const { data } = await http.get<MenuItem[]>('/system/auth/menu');
    return data;
  },
  async refreshToken(token: string): Promise<RefreshTokenResponse> {
    const { data } = await http.post<RefreshTokenResponse>(REFRESH_TOKEN_PATH, { token }, { skipAuthRefresh: true });
    return data;
  },
  /** Asks for a reset link; the answer never says whether the e-mail exists. */
  async forgotPassword(email: string): Promise<void> {
    await http.post('/system/auth/forgot-password', { email }, { skipAuthRefresh: true });
  },
  async resetPassword(body: ResetPasswordRequest): Promise<{ msg: string }> {
    const { data } = await http.post<{ msg: string }>('/system/auth/reset-password', body, { skipAuthRefresh: true });
    return data;
  },
  async logout(): Promise<void> {
    await http.post('/system/logout', undefined, { skipAuthRefresh: true });
  },
};
