import * as yup from 'yup';
import { MESSAGES } from './messages';

/** The change-password form; field names follow UpdatePasswordRequest of @mikro/contracts. */
export interface ChangePasswordValues {
  passwordOld: string;
  password: string;
  passwordConfirm: string;
}

export interface ChangePasswordSchemaOptions {
  /** Admins (role id 1 or 'Desarrollador') change passwords without giving the old one. */
  isAdmin: boolean;
}

export function changePasswordSchema({ isAdmin }: ChangePasswordSchemaOptions) {
  return yup.object({
    passwordOld: isAdmin ? yup.string().default('') : yup.string().required(MESSAGES.required),
    password: yup.string().required(MESSAGES.required),
    passwordConfirm: yup
      .string()
      .required(MESSAGES.required)
      .oneOf([yup.ref('password')], MESSAGES.passwordsMismatch),
  });
}
